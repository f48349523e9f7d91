`default_nettype none
// Assertions shared by the proofs of a padding unit's block output (`hashcores prove`):
// the handshake a block core relies on (docs/interface.md, "Block core"):
//   - a block offered (valid) and not taken stays offered, unchanged: data, first, last,
//     tid and error hold until ready;
//   - reset leaves no block offered.
module hc_block_hold_check #(
    parameter BLOCK_W = 512,
    parameter TID_W   = 1
) (
    input wire               clk,
    input wire               rst_n,
    input wire               started,
    input wire [BLOCK_W-1:0] data,
    input wire               first,
    input wire               last,
    input wire [TID_W-1:0]   tid,
    input wire               error,
    input wire               valid,
    input wire               ready
);
    reg               offered_past = 1'b0;
    reg               reset_past = 1'b1;
    reg [BLOCK_W-1:0] data_past;
    reg               first_past, last_past, error_past;
    reg [TID_W-1:0]   tid_past;
    always @(posedge clk) begin
        offered_past <= rst_n & valid & ~ready;
        reset_past   <= ~rst_n;
        data_past    <= data;
        first_past   <= first;
        last_past    <= last;
        tid_past     <= tid;
        error_past   <= error;
    end
    always @(*) begin
        if (started && rst_n && offered_past) begin
            assert(valid);                                         // still offered
            assert(data == data_past);                             // the same data
            assert(first == first_past && last == last_past);      // the same flags
            assert(tid == tid_past && error == error_past);        // the same tid, error
        end
        if (started && reset_past)
            assert(!valid);                                        // none after reset
    end
endmodule
`default_nettype wire
