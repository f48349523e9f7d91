`default_nettype none
// Assertions of the stream contract at a stream top's digest output (docs/interface.md,
// "Stream top"), shared by the proofs of whole tops (`hashcores prove`):
//   - a digest offered (m_valid) and not taken stays offered, unchanged: m_digest, m_tid
//     and m_error hold until m_ready;
//   - reset leaves no digest offered.
module hc_stream_contract_check #(
    parameter DIGEST_W = 256,
    parameter TID_W    = 1
) (
    input wire                clk,
    input wire                rst_n,
    input wire                started,
    input wire [DIGEST_W-1:0] m_digest,
    input wire [TID_W-1:0]    m_tid,
    input wire                m_error,
    input wire                m_valid,
    input wire                m_ready
);
    reg                offered_past = 1'b0;
    reg                reset_past = 1'b1;
    reg [DIGEST_W-1:0] digest_past;
    reg [TID_W-1:0]    tid_past;
    reg                error_past;
    always @(posedge clk) begin
        offered_past <= rst_n & m_valid & ~m_ready;
        reset_past   <= ~rst_n;
        digest_past  <= m_digest;
        tid_past     <= m_tid;
        error_past   <= m_error;
    end
    always @(*) begin
        if (started && rst_n && offered_past) begin
            assert(m_valid);                                       // still offered
            assert(m_digest == digest_past);                       // the same digest
            assert(m_tid == tid_past && m_error == error_past);    // the same tid, error
        end
        if (started && reset_past)
            assert(!m_valid);                                      // none after reset
    end
endmodule
`default_nettype wire
