`default_nettype none

// hc_axis_slice: a forward register slice of a valid/ready stream (AXI4-Stream rules:
// a beat offered stays offered, unchanged, until taken). The beat and its valid leave
// from flip-flops, so the logic that chooses a beat and the logic that takes it are in
// different clocks; ready passes through (one gate), so a beat a clock still goes through.
// Costs one clock of latency and WIDTH flip-flops with an enable.
module hc_axis_slice #(
    // bits of the beat (data, keep, last, tid, ... side by side)
    parameter WIDTH = 32
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire [WIDTH-1:0] s_beat,
    input  wire             s_valid,
    output wire             s_ready,
    output wire [WIDTH-1:0] m_beat,
    output wire             m_valid,
    input  wire             m_ready
);
    generate
        if (WIDTH < 1) begin : g_bad_width
            hc_error_WIDTH_must_be_at_least_1 u_error ();
        end
    endgenerate

    reg             valid_q;   // beat_q holds a beat not yet taken
    reg [WIDTH-1:0] beat_q;

    // the slice takes a beat when it is empty or its beat leaves in this clock
    assign s_ready = ~valid_q | m_ready;
    assign m_valid = valid_q;
    assign m_beat  = beat_q;

    always @(posedge clk) begin
        if (!rst_n)
            valid_q <= 1'b0;
        else if (s_ready)
            valid_q <= s_valid;
    end

    always @(posedge clk) begin
        if (s_ready)
            beat_q <= s_beat;
    end

endmodule

`default_nettype wire
