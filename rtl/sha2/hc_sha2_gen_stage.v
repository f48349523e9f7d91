`default_nettype none
// One pipeline stage of the SHA-2 generator (hc_sha2_gen_core): it runs rounds
// STAGE*RPS .. STAGE*RPS + RPS - 1 of a block (RPS = ROUNDS / STAGES; 64 rounds with
// 32-bit words, 80 with 64-bit words, FIPS 180-4 6.2.2 / 6.4.2), RPC rounds per clock,
// so one wave lasts L = RPS / RPC clocks. Each stage has its own message schedule and
// constants, as in the frame of 000_026659c184445444.txt (Fig. 1: "MS RAM" and constants
// per stage).
//
// Registers: the working variables a..h (state_q), the 16-word schedule window
// (win_q: word k holds W_{t+k} in the clock that runs round t) and the values added a clock
// ahead (pre_q, see below). In the clock where `load` is high the stage takes a block from
// the stage before it (or from the entry logic, for stage 0) instead of its own next values.
// nxt_* are the values after this clock's rounds; the next stage takes them at the end of
// the wave.
//
// pre_q, by operation block (hc_sha2_gen_round, PRE):
//   PRE 0: nothing (the textbook block reads K_t and W_t directly).
//   PRE 1: KW_i = K_{t+i} + W_{t+i} for the clock's RPC rounds (004's W+K pre-fetch),
//          and hKW_0 = h_t + K_t + W_t for the first round (000's pre-computation).
//   PRE 2: also dhKW_0 = d_t + h_t + K_t + W_t (004's spatial pre-computation).
// Rounds i >= 1 of a clock find h_{t+i} (= g, f, e) and d_{t+i} (= c, b, a) in registers
// at the start of the clock, so their hKW / dhKW are added there, beside round 0.
// The next clock's values are added from the state after this clock's rounds: h_{t+R}
// and d_{t+R} are registers (R = 1, 2) or an early output of round 0 (R = 4).
module hc_sha2_gen_stage #(
    parameter WORD_BITS = 32,  // 32 (SHA-224/256) or 64 (SHA-384/512, SHA-512/t)
    parameter STAGE     = 0,   // index of this stage, 0 .. STAGES-1
    parameter STAGES    = 4,   // a divisor of the rounds (hc_sha2_param_check)
    parameter RPC       = 1,   // rounds per clock: 1, 2 or 4, dividing ROUNDS / STAGES
    parameter PRE       = 0,   // hc_sha2_gen_round
    parameter CSA       = 0,   // hc_sha2_gen_round
    parameter CNT_W     = 1    // width of j
) (
    input  wire                           clk,
    input  wire                           load,       // take in_* (start of a wave)
    input  wire [CNT_W-1:0]               j,          // clock of the wave: rounds
                                                      // t = STAGE*RPS + j*RPC ..
    input  wire [8*WORD_BITS-1:0]         in_state,   // a..h, a in the MSBs
    input  wire [16*WORD_BITS-1:0]        in_win,     // word k = W_{t+k}
    input  wire [WORD_BITS*(RPC+2)-1:0]   in_pre,     // pre_q of the block taken (below)
    output wire [8*WORD_BITS-1:0]         nxt_state,
    output wire [16*WORD_BITS-1:0]        nxt_win,
    output wire [WORD_BITS*(RPC+2)-1:0]   nxt_pre
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_sha2_param_check #(.WORD_BITS(WORD_BITS), .STAGES(STAGES), .RPC(RPC), .PRE(PRE), .CSA(CSA))
        u_sha2_param_check ();
    generate
        if (STAGE < 0 || STAGE >= STAGES) begin : g_bad_stage
            hc_error_STAGE_must_be_0_to_STAGES_minus_1 u_error ();
        end
        if (CNT_W < 1) begin : g_bad_cnt_w
            hc_error_CNT_W_must_be_at_least_1 u_error ();
        end
    endgenerate

    localparam W      = WORD_BITS;
    localparam ROUNDS = (W == 64) ? 80 : 64;
    localparam RPS    = ROUNDS / STAGES;
    localparam L      = RPS / RPC;   // clocks per wave
    // bits of the constants' round index (hc_sha2_k)
    localparam T_W    = (W == 64) ? 7 : 6;
    // K of the next clock's rounds comes from a register when the round counter j runs
    // freely (STAGES > 1: every clock is a round clock) and changes (L > 1).
    localparam K_AHEAD = (STAGES > 1) && (L > 1);
    // pre_q layout: KW_i in [W*i +: W], hKW_0 above, dhKW_0 above that; the words an
    // operation block does not use are zero (and cost nothing after synthesis).
    localparam PRE_W = W * (RPC + 2);

    reg  [8*W-1:0]   state_q;
    reg  [16*W-1:0]  win_q;
    reg  [PRE_W-1:0] pre_q;

    always @(posedge clk) begin
        state_q <= load ? in_state : nxt_state;
        win_q   <= load ? in_win   : nxt_win;
        pre_q   <= load ? in_pre   : nxt_pre;
    end

    // first round of this clock and of the next clock (7 bits: the next clock of the last
    // stage's last wave points past the last round; those values are never used)
    localparam integer T_BASE_I = STAGE * RPS;
    localparam [6:0]   T_BASE   = T_BASE_I[6:0];
    localparam [6:0]   R7       = RPC[6:0];
    wire [6:0] j7;  // j on 7 bits
    generate
        if (CNT_W < 7) begin : g_j_short
            assign j7 = {{(7-CNT_W){1'b0}}, j};
        end else begin : g_j_full
            assign j7 = j;
        end
    endgenerate
    wire [6:0] t_now  = T_BASE + j7 * R7;
    wire [6:0] t_next = t_now + R7;

    // ------------------------------------------------------------ schedule window
    // ext word k = W_{t+k}; words 16 .. 15+RPC are computed (FIPS 180-4 section 6.2.2 /
    // 6.4.2, step 1: W_n = sigma1(W_{n-2}) + W_{n-7} + sigma0(W_{n-15}) + W_{n-16})
    wire [W*(16+RPC)-1:0] ext /*verilator split_var*/;  // split: no false loop
    assign ext[16*W-1:0] = win_q;
    genvar i, q;
    generate
        for (i = 0; i < RPC; i = i + 1) begin : g_sched
            wire [W-1:0] w2  = ext[W*(14+i) +: W];
            wire [W-1:0] w7  = ext[W*(9+i) +: W];
            wire [W-1:0] w15 = ext[W*(1+i) +: W];
            wire [W-1:0] w16 = ext[W*i +: W];
            wire [W-1:0] s1, s0;  // FIPS 180-4 eq. 4.7, 4.6 / 4.13, 4.12
            hc_sha2_schedule_functions #(
                .WORD_BITS(W)
            ) u_functions (
                .w_minus_2 (w2),
                .w_minus_15(w15),
                .sigma1    (s1),
                .sigma0    (s0)
            );
            assign ext[W*(16+i) +: W] = s1 + w7 + s0 + w16;
        end
    endgenerate
    assign nxt_win = ext[W*RPC +: 16*W];

    // ------------------------------------------------------------ rounds
    // st word r: the state before round i = r (st[0] = registers, st[RPC] = after)
    wire [8*W*(RPC+1)-1:0] st /*verilator split_var*/;
    assign st[8*W-1:0] = state_q;

    generate
        for (i = 0; i < RPC; i = i + 1) begin : g_round
            wire [8*W-1:0] s_in = st[8*W*i +: 8*W];
            wire [W-1:0] a = s_in[8*W-1:7*W], b = s_in[7*W-1:6*W], c = s_in[6*W-1:5*W];
            wire [W-1:0] d = s_in[5*W-1:4*W], e = s_in[4*W-1:3*W], f = s_in[3*W-1:2*W];
            wire [W-1:0] g = s_in[2*W-1:W],   h = s_in[W-1:0];
            wire [W-1:0] K_t;
            wire [W-1:0] W_t = win_q[W*i +: W];
            wire [6:0]   t_i = t_now + i;
            hc_sha2_k #(
                .WORD_BITS(W)
            ) u_k (
                .t  (t_i[T_W-1:0]),
                .K_t(K_t)
            );
            wire [W-1:0] hKW_i, dhKW_i;
            if (PRE == 0) begin : g_nopre
                assign hKW_i  = {W{1'b0}};
                assign dhKW_i = {W{1'b0}};
            end else begin : g_pre
                wire [W-1:0] KW_i = pre_q[W*i +: W];
                if (i == 0) begin : g_first
                    assign hKW_i = pre_q[W*RPC +: W];
                    wire unused_kw0 = &{1'b0, KW_i};  // already inside hKW_0 and dhKW_0
                end else begin : g_later
                    // h_{t+i} is g, f or e at the start of the clock
                    assign hKW_i = h + KW_i;
                end
                if (PRE == 2) begin : g_spatial
                    if (i == 0) begin : g_first
                        assign dhKW_i = pre_q[W*(RPC+1) +: W];
                    end else begin : g_later
                        // d_{t+i} is c, b or a at the start of the clock
                        assign dhKW_i = d + h + KW_i;
                    end
                end else begin : g_nospatial
                    assign dhKW_i = {W{1'b0}};
                end
            end
            wire [W-1:0] a_next, e_next;
            hc_sha2_gen_round #(
                .WORD_BITS(W),
                .PRE      (PRE),
                .CSA      (CSA)
            ) u_round (
                .a     (a),
                .b     (b),
                .c     (c),
                .d     (d),
                .e     (e),
                .f     (f),
                .g     (g),
                .h     (h),
                .K     (K_t),
                .W     (W_t),
                .hKW   (hKW_i),
                .dhKW  (dhKW_i),
                .a_next(a_next),
                .e_next(e_next)
            );
            assign st[8*W*(i+1) +: 8*W] = {a_next, a, b, c, e_next, e, f, g};
            if (T_W < 7) begin : g_t_short
                wire unused_round = &{1'b0, t_i[6:T_W]};
            end
        end
    endgenerate
    assign nxt_state = st[8*W*RPC +: 8*W];

    // ------------------------------------------------------------ next clock's sums
    generate
        if (PRE == 0) begin : g_nopre
            assign nxt_pre = {PRE_W{1'b0}};
            wire unused_pre = &{1'b0, pre_q, t_next};
        end else begin : g_pre
            wire [W*RPC-1:0] KW_n;
            for (i = 0; i < RPC; i = i + 1) begin : g_kw
                wire [W-1:0] K_n;   // K_{t+R+i}
                if (K_AHEAD && W == 64) begin : g_k_table
                    // A table of the stage's own constants, indexed by the clock of the
                    // wave, registered as below. Looked up by the round index, the
                    // 80-entry 64-bit table becomes block RAM on ECP5 (the 64-entry
                    // 32-bit one stays logic), whose clock-to-output (5.6 ns) and route
                    // were most of sha512_precomp4's path; L constants take a few LUTs
                    // per bit. Entry q: K_{T_BASE + (q'+1)*RPC + i} with q' = q + 1
                    // mod L, the next clock's j. (The last stage's entry for
                    // q' = L - 1 is past round 79 and never used: 0, hc_sha2_k.)
                    wire [W*L-1:0] K_tab;
                    for (q = 0; q < L; q = q + 1) begin : g_q
                        localparam integer T_Q_I = T_BASE_I + ((q + 1) % L + 1) * RPC + i;
                        localparam [6:0]   T_Q   = T_Q_I[6:0];
                        hc_sha2_k #(
                            .WORD_BITS(W)
                        ) u_k (
                            .t  (T_Q),
                            .K_t(K_tab[W*q +: W])
                        );
                    end
                    reg [W-1:0] K_q;
                    always @(posedge clk) K_q <= K_tab[W*j +: W];
                    assign K_n = K_q;
                end
                // (three separate generate ifs, not an else-if chain: Yosys names the
                // blocks of a chain genblk<n>, which would rename the 32-bit netlists)
                if (K_AHEAD && W != 64) begin : g_k_reg
                    // Fetched a clock ahead into a register (004's pre-fetch, applied to
                    // K): the constant ROM and the round counter stay out of the sum's
                    // path. j runs freely here (j + 1 is next clock's j, mod L: a
                    // power-of-2 L wraps by itself), so the round a clock ahead is t_next
                    // of clock j + 1. K_AHEAD means STAGES > 1, so L <= 40: j_n fits in
                    // 6 bits.
                    wire [CNT_W-1:0] j_n;
                    if ((L & (L - 1)) == 0) begin : g_wrap_free
                        assign j_n = j + 1'b1;
                    end else begin : g_wrap_at_l
                        assign j_n = (j == L[CNT_W-1:0] - 1'b1) ? {CNT_W{1'b0}} : j + 1'b1;
                    end
                    wire [6:0]       t_nn = T_BASE + ({{(7-CNT_W){1'b0}}, j_n} + 7'd1) * R7
                                          + i;
                    wire [W-1:0]     K_f;
                    reg  [W-1:0]     K_q;
                    hc_sha2_k #(
                        .WORD_BITS(W)
                    ) u_k (
                        .t  (t_nn[T_W-1:0]),
                        .K_t(K_f)
                    );
                    always @(posedge clk) K_q <= K_f;
                    assign K_n = K_q;
                    if (T_W < 7) begin : g_t_short
                        wire unused_kn = &{1'b0, t_nn[6:T_W]};
                    end
                end
                if (!K_AHEAD) begin : g_k_rom
                    wire [6:0] t_i = t_next + i;
                    hc_sha2_k #(
                        .WORD_BITS(W)
                    ) u_k (
                        .t  (t_i[T_W-1:0]),
                        .K_t(K_n)
                    );
                    if (T_W < 7) begin : g_t_short
                        wire unused_kw = &{1'b0, t_i[6:T_W]};
                    end
                end
                // W_{t+R+i} is already in the window (word R+i < 16)
                assign KW_n[W*i +: W] = K_n + win_q[W*(RPC+i) +: W];
            end
            if (K_AHEAD) begin : g_tn
                wire unused_tn = &{1'b0, t_next};
            end
            wire [W-1:0] h_n = nxt_state[W-1:0];
            wire [W-1:0] hKW_n = h_n + KW_n[W-1:0];
            if (PRE == 2) begin : g_spatial
                wire [W-1:0] d_n = nxt_state[5*W-1:4*W];
                wire [W-1:0] dhKW_n = d_n + h_n + KW_n[W-1:0];
                assign nxt_pre = {dhKW_n, hKW_n, KW_n};
            end else begin : g_nospatial
                assign nxt_pre = {{W{1'b0}}, hKW_n, KW_n};
                wire unused_dhkw = &{1'b0, pre_q[PRE_W-1 -: W]};
            end
        end
    endgenerate
endmodule
`default_nettype wire
