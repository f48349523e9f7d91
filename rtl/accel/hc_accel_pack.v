`default_nettype none
// hc_accel_pack: packs the bytes of the DATA window's writes into the 32-bit beats of a
// message (docs/interface.md, "A message": full beats, then a last beat of 0 to 4 bytes
// from lane 0). A write brings the bytes of its strobed lanes, lane 0 first, so a byte
// or half-word write counts its bytes, not a word (WSTRB, AXI4 section A3.4.3). Up to 3
// bytes wait here for the next write; 4 or more leave as a full beat. `finish` sends the
// waiting bytes (possibly none: the empty last beat) as the message's last beat.
module hc_accel_pack (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        clear,
    input  wire [31:0] write_data,
    input  wire [3:0]  write_strb,
    input  wire        write,
    input  wire        finish,
    output reg  [31:0] beat_data,
    output reg  [3:0]  beat_keep,
    output wire        beat_last,
    output wire        beat_valid
);
    reg [23:0] pending_q;        // waiting bytes, the first in bits 7:0
    reg [1:0]  pending_count_q;  // how many

    // the strobed lanes of the write packed from byte 0, and how many: a function of the
    // write alone
    reg [31:0] strobed_bytes;
    reg [2:0]  strobed_count;
    integer lane;
    always @(*) begin
        strobed_bytes = 32'd0;
        strobed_count = 3'd0;
        for (lane = 0; lane < 4; lane = lane + 1) begin
            if (write_strb[lane]) begin
                strobed_bytes[{strobed_count[1:0], 3'b000} +: 8] = write_data[8*lane +: 8];
                strobed_count = strobed_count + 3'd1;
            end
        end
    end

    // the waiting bytes followed by the strobed ones: these shifted past the waiting
    // bytes by one shift of 0 to 3 bytes (the waiting count is the only part of the
    // running count that comes from a register, so the write's bytes do not wait for it)
    wire [55:0] waiting = {32'd0, pending_q};
    wire [55:0] shifted = {24'd0, strobed_bytes} << {pending_count_q, 3'b000};
    wire [2:0]  merged_count = {1'b0, pending_count_q} + strobed_count;
    reg  [55:0] merged;
    integer slot;
    always @(*) begin
        for (slot = 0; slot < 7; slot = slot + 1) begin
            merged[8*slot +: 8] = (slot[2:0] >= {1'b0, pending_count_q} && slot[2:0] < merged_count)
                                  ? shifted[8*slot +: 8] : waiting[8*slot +: 8];
        end
    end

    wire full_beat = write && merged_count[2];
    assign beat_valid = full_beat || finish;
    assign beat_last = finish;
    always @(*) begin
        if (finish) begin
            beat_data = {8'd0, pending_q};
            case (pending_count_q)
                2'd0: beat_keep = 4'b0000;
                2'd1: beat_keep = 4'b0001;
                2'd2: beat_keep = 4'b0011;
                default: beat_keep = 4'b0111;
            endcase
        end else begin
            beat_data = merged[31:0];
            beat_keep = 4'b1111;
        end
    end

    always @(posedge clk) begin
        if (!rst_n || clear || finish) begin
            pending_count_q <= 2'd0;
        end else if (write) begin
            pending_count_q <= merged_count[1:0];
        end
    end

    // datapath: the bytes beyond the count are never read
    always @(posedge clk) begin
        if (write) pending_q <= full_beat ? merged[55:32] : merged[23:0];
    end
endmodule
`default_nettype wire
