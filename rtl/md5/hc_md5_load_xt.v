`default_nettype none
// X[k] + T[i] of the first two clocks of a block in a stage (RFC 1321 section 3.4):
// steps FIRST .. FIRST + 2*STEPS - 1, clock 0's STEPS steps first, step FIRST + n in
// [32n +: 32]. A stage's registers ahead (hc_md5_stage) describe a later clock, so these
// two come straight from the block as it is loaded: in the stage itself, or a clock
// earlier at a pipeline's entry, registered with the granted block (hc_md5_core).
module hc_md5_load_xt #(
    parameter STEPS = 1,  // steps per clock: 1, 2, 4, 8
    parameter FIRST = 0   // step index of the stage's first step: 0, 16, 32, 48
) (
    input  wire [511:0]        block,  // X[k] in [32k +: 32]
    output wire [64*STEPS-1:0] xt
);
    generate
        if (FIRST < 0 || FIRST > 48 || FIRST % 16 != 0) begin : g_bad_first
            hc_error_FIRST_must_be_0_16_32_or_48 u_error ();
        end
    endgenerate
    hc_md5_param_check #(.STEPS(STEPS)) u_md5_param_check ();

    genvar n;
    generate
        for (n = 0; n < 2 * STEPS; n = n + 1) begin : g_step
            localparam integer STEP = FIRST + n;
            wire [3:0]  k;
            wire [31:0] t;
            hc_md5_word_index u_k (.i(STEP[5:0]), .k(k));
            hc_md5_t #(.SYNC(0)) u_t (.clk(1'b0), .en(1'b0), .i(STEP[5:0]), .T_i(t));
            assign xt[32*n +: 32] = block[32*k +: 32] + t;
        end
    endgenerate
endmodule
`default_nettype wire
