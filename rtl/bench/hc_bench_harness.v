`default_nettype none
// Pin harness for benchmarking a stream top on devices with few I/O pins.
//
// Why: nextpnr-ice40 has no out-of-context mode, and the stream top has far more ports
// (about 300 at DATA_W = 32) than an iCE40 HX8K has pins (206 on CT256). This harness
// gives the core 4 pins and keeps every core port live, so synthesis removes nothing:
//  * all core inputs come from one serial-in shift register (IN_W flip-flops, no LUTs);
//  * all core outputs are XOR-reduced into one registered pin, in two registered stages
//    (16 bits -> 1 in two LUT4 levels, then the group bits -> 1), so the harness adds
//    about OUT_W / 3 LUT4s and never sets the critical path of a real core.
// Every core input is driven by a register and every output ends in one, so the measured
// Fmax includes the core's input-to-register and register-to-output paths (out-of-context
// P&R on ECP5 leaves those unconstrained). The benchmark measures this harness's own
// cells (the core as a black box) and reports them next to the figures.
//
// The core module is chosen with the macro HC_BENCH_DUT (default hc_sha2_stream); the
// benchmark sets the core's own parameters (DIGEST_BITS, architecture) on that module
// before elaboration, so only the stream-width parameters are passed here.
`ifndef HC_BENCH_DUT
`define HC_BENCH_DUT hc_sha2_stream
`endif
module hc_bench_harness #(
    parameter DATA_W      = 32,   // stream width of the core
    parameter TID_W       = 1,    // s_tid / m_tid width of the core
    parameter DIGEST_BITS = 256   // m_digest width of the core
) (
    input  wire clk,
    input  wire rst_n,
    input  wire sin,    // serial input: shifts through every core input
    output wire sout    // XOR of every core output, registered
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    generate
        if (DATA_W < 8 || DATA_W % 8 != 0) begin : g_bad_data_w
            hc_error_DATA_W_must_be_a_multiple_of_8 u_error ();
        end
        if (TID_W < 1) begin : g_bad_tid_w
            hc_error_TID_W_must_be_at_least_1 u_error ();
        end
        if (DIGEST_BITS < 1) begin : g_bad_digest_bits
            hc_error_DIGEST_BITS_must_be_at_least_1 u_error ();
        end
    endgenerate

    // tdata, tkeep, tid, tlast, tvalid, m_ready
    localparam IN_W = DATA_W + DATA_W / 8 + TID_W + 3;
    // s_tready, m_valid, m_error, m_tid, m_digest
    localparam OUT_W = DIGEST_BITS + TID_W + 3;
    localparam GROUPS = (OUT_W + 15) / 16;

    reg  [IN_W-1:0]  in_q;
    wire [OUT_W-1:0] out_w;

    always @(posedge clk) in_q <= {in_q[IN_W-2:0], sin};

    `HC_BENCH_DUT #(
        .DATA_W(DATA_W),
        .TID_W (TID_W)
    ) dut (
        .clk     (clk),
        .rst_n   (rst_n),
        .s_tdata (in_q[DATA_W-1:0]),
        .s_tkeep (in_q[DATA_W +: DATA_W/8]),
        .s_tid   (in_q[DATA_W + DATA_W/8 +: TID_W]),
        .s_tlast (in_q[IN_W-3]),
        .s_tvalid(in_q[IN_W-2]),
        .s_tready(out_w[0]),
        .m_digest(out_w[3+TID_W +: DIGEST_BITS]),
        .m_tid   (out_w[3 +: TID_W]),
        .m_error (out_w[2]),
        .m_valid (out_w[1]),
        .m_ready (in_q[IN_W-1])
    );

    // 16 zero bits on top make every 16-bit group slice in range, whatever OUT_W is.
    wire [OUT_W+15:0] out_pad = {16'b0, out_w};
    reg  [GROUPS-1:0] grp_q;
    reg               out_q;
    integer g;

    always @(posedge clk) begin
        for (g = 0; g < GROUPS; g = g + 1) grp_q[g] <= ^out_pad[g*16 +: 16];
        out_q <= ^grp_q;
    end

    assign sout = out_q;
endmodule
`default_nettype wire
