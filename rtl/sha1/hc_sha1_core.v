`default_nettype none
// SHA-1 block core (FIPS 180-4 section 6.1): STAGES pipeline stages of hc_sha1_stage,
// each running 80 / STAGES rounds, RPC rounds per clock, with the operation block PRE,
// and N_CTX message contexts. Ports: docs/interface.md, "Multi-message block core" (one
// block channel per context; with N_CTX = 1 it is the single-message block core's
// handshake).
//   STAGES = 1, N_CTX = 1   iterative: one round per clock, 80 + 2 clocks per block
//   RPC = 2                 two rounds per clock: 40 + 2 clocks per block with one stage,
//                           a wave of 10 clocks with four
//   STAGES = 4, N_CTX = 5   000_026659c184445444.txt, Fig. 1: four stages of 20 rounds,
//                           one message per stage, four messages in flight
//   PRE = 1                 the pre-computed round of 000, Eq. 3 (hc_sha1_stage)
//
// Scheduling is the shared one of multi-context pipelines (hc_wave_sched, rtl/common):
// every stage holds one block of a different message, all stages move their blocks on
// together every 80 / STAGES / RPC clocks (a wave); the block leaving the last stage goes into
// the exit register, and in the next clock its chaining addition (FIPS 180-4 section
// 6.1.2 step 4: H_i = H_{i-1} + state) is written into its context's H_q. A message's
// next block enters a wave after its previous one left, so with N_CTX = STAGES + 1 busy
// contexts every wave carries a block. STAGES = 1: the stage starts a block as soon as it
// is granted. A finished message's digest waits in its context's H_q until the output
// register takes it (round-robin), so back-pressure on the digest never stalls the others.
module hc_sha1_core #(
    parameter STAGES = 1,  // 1 or 4
    parameter PRE    = 0,  // operation block: hc_sha1_stage
    parameter RPC    = 1,  // rounds per clock: 1 or 2
    parameter N_CTX  = 1,  // message contexts
    parameter TID_W  = 1,  // width of blk_tid / dig_tid
    // 1: a first block starts from its context's blk_cv instead of the IV, and dig_state
    // gives the whole chaining value (HMAC key contexts, RFC 2104 section 4); 0: blk_cv
    // unused
    parameter CV_IN  = 0
) (
    input  wire                   clk,
    input  wire                   rst_n,
    // one block channel per context: context c in [512*c +: 512], bit c, ...
    input  wire [512*N_CTX-1:0]   blk_data,   // first message byte in the MSB byte
    input  wire [N_CTX-1:0]       blk_first,
    // CV_IN = 1: a first block starts from its context's blk_cv (H0 in the MSBs, as
    // dig_state) instead of the IV; copied into the context's chaining value as the block
    // is granted, so held with the block (until blk_ready), like blk_data
    input  wire [160*N_CTX-1:0]   blk_cv,
    output wire [159:0]           iv,         // the IV H(0), a constant (FIPS 180-4 5.3.1)
    input  wire [N_CTX-1:0]       blk_last,
    input  wire [N_CTX-1:0]       blk_err,    // with blk_last: the message was malformed
    input  wire [TID_W*N_CTX-1:0] blk_tid,    // taken with a message's first block
    input  wire [N_CTX-1:0]       blk_valid,
    output wire [N_CTX-1:0]       blk_ready,
    output wire [159:0]           dig_data,   // first digest byte in the MSB byte
    output wire [159:0]           dig_state,  // the whole chaining value H0..H4: the digest
    output wire [TID_W-1:0]       dig_tid,
    output wire                   dig_err,
    output wire                   dig_valid,
    input  wire                   dig_ready,
    // the chaining value after each block, as dig_state, when st_we (one clock, the
    // clock it is written back), with its message's blk_tid: a caller that stops a
    // message after whole blocks holds its state (the accelerator's save, HMAC)
    output wire                   st_we,
    output wire [159:0]           st_state,
    output wire [TID_W-1:0]       st_tid,
    // context c has nothing in the core: no block granted or in flight, no digest pending
    // or waiting in the output register
    output wire [N_CTX-1:0]       ctx_idle
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_sha1_param_check #(.STAGES(STAGES), .PRE(PRE), .RPC(RPC), .N_CTX(N_CTX), .TID_W(TID_W),
                          .CV_IN(CV_IN))
        u_sha1_param_check ();

    localparam L     = 80 / STAGES / RPC;  // clocks per wave: the rounds of a stage / RPC
    localparam CNT_W = $clog2(L);
    localparam CTX_W = (N_CTX > 1) ? $clog2(N_CTX) : 1;
    // with several stages the grant takes two clocks, so that the round-robin choice
    // never steers the chaining-value and block multiplexers in the same clock
    // (hc_wave_sched, PREP)
    localparam PREP  = (STAGES > 1) ? 1 : 0;

    // FIPS 180-4 section 5.3.1: H0 .. H4, H0 in the MSBs
    localparam [159:0] IV = 160'h67452301_efcdab89_98badcfe_10325476_c3d2e1f0;

    genvar s, w;

    assign iv = IV;

    // ------------------------------------------------------------------ control
    wire [CNT_W-1:0] j;            // clock of the wave
    wire             wave_end;     // its last clock
    wire             exit_edge;    // the last stage's block moves to the exit register
    wire             enter;        // stage 0 takes the granted block now
    wire             start_load;   // register the starting values of ...
    wire [CTX_W-1:0] start_ctx;    // ... this context's block
    wire             start_first;  // ... from the IV
    wire             start_chain;  // ... from the exit register's sum (else from H_q)
    wire [CTX_W-1:0] entry_ctx;
    wire             entry_first;
    wire [CTX_W-1:0] leave_ctx;    // the block the exit register takes at exit_edge ...
    wire             leave_first;  // ... and whether it starts its message
    wire             x_valid;      // the exit register holds a block: H_q takes its sum
    wire [CTX_W-1:0] x_ctx;
    wire [TID_W-1:0] x_tid;
    wire             take;         // the digest register takes ...
    wire [CTX_W-1:0] take_ctx;     // ... this context's H_q
    wire             entry_edge_unused, x_first_unused;
    hc_wave_sched #(
        .STAGES     (STAGES),
        .WAVE_CLOCKS(L),
        .N_CTX      (N_CTX),
        .TID_W      (TID_W),
        .PREP       (PREP),
        .CTX_W      (CTX_W),
        .CNT_W      (CNT_W)
    ) u_sched (
        .clk        (clk),
        .rst_n      (rst_n),
        .blk_first  (blk_first),
        .blk_last   (blk_last),
        .blk_err    (blk_err),
        .blk_tid    (blk_tid),
        .blk_valid  (blk_valid),
        .blk_ready  (blk_ready),
        .wave_clock (j),
        .wave_end   (wave_end),
        .exit_edge  (exit_edge),
        .entry_edge (entry_edge_unused),
        .start_load (start_load),
        .start_ctx  (start_ctx),
        .start_first(start_first),
        .start_chain(start_chain),
        .enter      (enter),
        .entry_ctx  (entry_ctx),
        .entry_first(entry_first),
        .leave_ctx  (leave_ctx),
        .leave_first(leave_first),
        .exit_valid (x_valid),
        .exit_first (x_first_unused),
        .exit_ctx   (x_ctx),
        .exit_tid   (x_tid),
        .take       (take),
        .take_ctx   (take_ctx),
        .dig_tid    (dig_tid),
        .dig_err    (dig_err),
        .dig_valid  (dig_valid),
        .dig_ready  (dig_ready),
        .ctx_idle   (ctx_idle)
    );

    // the exit register: the state of the block that left the last stage, before its
    // chaining addition, and the chaining value it adds back, read from its context's
    // H_q as the block leaves (so the addition starts at registers); H_q per context: the
    // chaining value, and the digest while pending
    reg  [159:0] x_state_q, x_base_q;
    reg  [159:0] H_q [0:N_CTX-1];

    // The value a message's first block starts from: the IV, or with CV_IN its context's
    // blk_cv, copied into H_q as the block is granted (so the chaining addition of a
    // first block adds H_q back too)
    wire [159:0] s_first, leave_base;
    generate
        if (CV_IN != 0) begin : g_cv_in
            assign s_first    = blk_cv[160*start_ctx +: 160];
            assign leave_base = H_q[leave_ctx];
            wire unused_leave_first = leave_first;
        end else begin : g_iv_only
            assign s_first    = IV;
            assign leave_base = leave_first ? IV : H_q[leave_ctx];
            // a wire Verilator knows unused by its name (a reduction can change the mapping)
            wire [160*N_CTX-1:0] unused_cv = blk_cv;
        end
    endgenerate

    // FIPS 180-4 section 6.1.2 step 4: the chaining addition of the block in the exit register
    reg  [159:0] fin;
    integer n;
    always @(*) begin
        for (n = 0; n < 5; n = n + 1)
            fin[32*n +: 32] = x_base_q[32*n +: 32] + x_state_q[32*n +: 32];
    end

    // ------------------------------------------------------------------ entry
    // the granted block's starting state and W_0 of its first round (PRE), from the block
    // the padding unit holds until blk_ready. W_0 is registered alone, and K_0 (a
    // constant) added in e_pre below: the context multiplexer in front of these
    // registers has a select with a large fan-out (the whole block's multiplexer for
    // stage 0), so no adder goes behind it
    reg  [159:0] g_state_q;
    reg  [31:0]  g_w_q, g_wk_q;
    wire [159:0] s_state = start_first ? s_first : (start_chain ? fin : H_q[start_ctx]);
    wire [31:0]  s_w0    = blk_data[512*start_ctx + 480 +: 32];
    // W_RPC: stage 0's W of the round after its first clock's (PRE, STAGES > 1: in_wk)
    wire [31:0]  s_wk    = blk_data[512*start_ctx + 480 - 32*RPC +: 32];
    // f_0 and K_0 (FIPS 180-4 sections 4.1.1, 4.2.1) of the starting b, c, d
    wire [31:0]  f_0, K_0;
    hc_sha1_functions u_round0 (
        .group(2'd0),
        .b    (g_state_q[127:96]),
        .c    (g_state_q[95:64]),
        .d    (g_state_q[63:32]),
        .f    (f_0),
        .K    (K_0)
    );
    always @(posedge clk) begin
        if (start_load) begin
            g_state_q <= s_state;
            g_w_q     <= s_w0;
            g_wk_q    <= s_wk;
        end
    end

    // stage 0's inputs: the granted block as the window (word k = W_k, big-endian:
    // FIPS 180-4 section 6.1.2 step 1) and, PRE = 1, e* and g of round 0
    wire [511:0] e_blk = blk_data[512*entry_ctx +: 512];
    wire [511:0] e_win;
    generate
        for (w = 0; w < 16; w = w + 1) begin : g_win
            assign e_win[32*w +: 32] = e_blk[511 - 32*w -: 32];
        end
    endgenerate
    // e* = e + W_0 + K_0 (000, Eq. 3): as deep as the stages' own e* of the next round
    wire [63:0] e_pre = (PRE == 0) ? 64'd0 : {g_state_q[31:0] + g_w_q + K_0, f_0};
    // W_RPC + K_0: stage 0's W + K of the round after its first clock's (hc_sha1_stage's
    // in_wk; rounds 0 .. 19 share K_0)
    wire [31:0] e_wk  = g_wk_q + K_0;

    // ------------------------------------------------------------------ stages
    wire [160*STAGES-1:0] nxt_state;
    wire [512*STAGES-1:0] nxt_win;
    wire [64*STAGES-1:0]  nxt_pre;
    wire [32*STAGES-1:0]  nxt_wk;
    generate
        for (s = 0; s < STAGES; s = s + 1) begin : g_stage
            wire         ld;
            wire [159:0] i_state;
            wire [511:0] i_win;
            wire [63:0]  i_pre;
            wire [31:0]  i_wk;
            if (s == 0) begin : g_first
                assign ld      = (STAGES == 1) ? enter : wave_end;
                assign i_state = g_state_q;
                assign i_win   = e_win;
                assign i_pre   = e_pre;
                assign i_wk    = e_wk;
            end else begin : g_next
                assign ld      = wave_end;
                assign i_state = nxt_state[160*(s-1) +: 160];
                assign i_win   = nxt_win[512*(s-1) +: 512];
                assign i_pre   = nxt_pre[64*(s-1) +: 64];
                assign i_wk    = nxt_wk[32*(s-1) +: 32];
            end
            hc_sha1_stage #(
                .STAGE (s),
                .STAGES(STAGES),
                .PRE   (PRE),
                .RPC   (RPC),
                .CNT_W (CNT_W)
            ) u_stage (
                .clk      (clk),
                .load     (ld),
                .j        (j),
                .in_state (i_state),
                .in_win   (i_win),
                .in_pre   (i_pre),
                .in_wk    (i_wk),
                .nxt_state(nxt_state[160*s +: 160]),
                .nxt_win  (nxt_win[512*s +: 512]),
                .nxt_pre  (nxt_pre[64*s +: 64]),
                .nxt_wk   (nxt_wk[32*s +: 32])
            );
        end
    endgenerate

    // ------------------------------------------------------------------ exit and digest
    reg  [159:0] dig_q;
    always @(posedge clk) begin
        if (exit_edge) begin
            x_state_q <= nxt_state[160*(STAGES-1) +: 160];
            x_base_q  <= leave_base;
        end
        // (a context's first block is granted only with nothing of it in the exit
        // register: no clash)
        if (CV_IN != 0 && start_load && start_first) H_q[start_ctx] <= s_first;
        if (x_valid)   H_q[x_ctx] <= fin;
        if (take)      dig_q <= H_q[take_ctx];
    end

    // FIPS 180-4 section 6.1.2: H0 || H1 || H2 || H3 || H4, H0 first
    assign dig_data  = dig_q;
    assign dig_state = dig_q;
    assign st_we     = x_valid;
    assign st_state  = fin;
    assign st_tid    = x_tid;

    // the last stage's window and sums are not needed after round 79
    wire unused_core = &{1'b0, entry_edge_unused, x_first_unused, entry_first, nxt_win[512*(STAGES-1) +: 512],
                         nxt_pre[64*(STAGES-1) +: 64], nxt_wk[32*(STAGES-1) +: 32]};
endmodule
`default_nettype wire
