`default_nettype none
// hc_accel_pack: packs the bytes of the DATA window's writes into the 32-bit beats of a
// message (docs/interface.md, "A message": full beats, then a last beat of 0 to 4 bytes
// from lane 0). A write brings the bytes of its strobed lanes, lane 0 first, so a byte
// or half-word write counts its bytes, not a word (WSTRB, AXI4 section A3.4.3). Up to 3
// bytes wait here for the next write; 4 or more leave as a full beat. `finish` sends the
// waiting bytes (possibly none: the empty last beat) as the message's last beat.
//
// Byte positions are taken modulo the beat: the write's k-th strobed byte belongs to beat
// slot (waiting + k) mod 4, in this beat or, past slot 3, in the next one, where it waits.
// So each slot takes one of the four lanes (a 4:1 multiplexer whose select is a function
// of the strobes and the waiting count alone, no adder) or keeps its waiting byte.
module hc_accel_pack (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        clear,
    input  wire [31:0] write_data,
    input  wire [3:0]  write_strb,
    input  wire        write,
    input  wire        finish,
    output wire [31:0] beat_data,
    output reg  [3:0]  beat_keep,
    output wire        beat_last,
    output wire        beat_valid
);
    reg [23:0] pending_q;        // waiting bytes, the first in bits 7:0 (slot j: 8j+7:8j)
    reg [1:0]  pending_count_q;  // how many

    // For beat slot j: the lane whose byte lands there (lane_sel[j]), whether one does
    // (lands[j]), and whether the write fills the beat (full): functions of the strobes
    // and the waiting count.
    reg [1:0] lane_sel [0:3];
    reg [3:0] lands;
    reg       full;
    reg [2:0] position;          // waiting count + strobed lanes below this one
    integer lane, slot;
    always @(*) begin
        for (slot = 0; slot < 4; slot = slot + 1)
            lane_sel[slot] = 2'd0;
        lands = 4'd0;
        position = {1'b0, pending_count_q};
        for (lane = 0; lane < 4; lane = lane + 1) begin
            if (write_strb[lane]) begin
                lane_sel[position[1:0]] = lane[1:0];
                lands[position[1:0]] = 1'b1;
                position = position + 3'd1;
            end
        end
        full = position[2];
    end

    // slot j of the beat written now: a waiting byte (slots below the waiting count), or
    // the byte of its lane; at finish the waiting bytes alone (slot 3 is never waiting)
    wire [31:0] landed;
    genvar j;
    generate
        for (j = 0; j < 4; j = j + 1) begin : g_slot
            assign landed[8*j +: 8] = write_data[8*lane_sel[j] +: 8];
            if (j < 3) begin : g_may_wait
                wire waiting = finish || ({1'b0, j[1:0]} < {1'b0, pending_count_q});
                assign beat_data[8*j +: 8] = waiting ? pending_q[8*j +: 8] : landed[8*j +: 8];
                // datapath: the bytes beyond the count are never read, so a slot takes
                // its landed byte whenever one lands there
                always @(posedge clk) begin
                    if (write && lands[j]) pending_q[8*j +: 8] <= landed[8*j +: 8];
                end
            end else begin : g_never_waits
                assign beat_data[8*j +: 8] = finish ? 8'd0 : landed[8*j +: 8];
            end
        end
    endgenerate

    wire unused_lands = lands[3];   // slot 3 never waits: its byte always leaves at once

    wire full_beat = write && full;
    assign beat_valid = full_beat || finish;
    assign beat_last = finish;
    always @(*) begin
        if (finish) begin
            case (pending_count_q)
                2'd0: beat_keep = 4'b0000;
                2'd1: beat_keep = 4'b0001;
                2'd2: beat_keep = 4'b0011;
                default: beat_keep = 4'b0111;
            endcase
        end else begin
            beat_keep = 4'b1111;
        end
    end

    always @(posedge clk) begin
        if (!rst_n || clear || finish) begin
            pending_count_q <= 2'd0;
        end else if (write) begin
            pending_count_q <= position[1:0];
        end
    end
endmodule
`default_nettype wire
