`default_nettype none
// RIPEMD block core: RIPEMD-128, -160, -256 or -320 (DIGEST_BITS), one step of each line
// per clock in each of STAGES stages, N_CTX message contexts. Ports: docs/interface.md,
// "Multi-message block core" (one block channel per context; with N_CTX = 1 it is the
// single-message block core's handshake, as hc_md5_core).
//
// The algorithm (Dobbertin, Bosselaers, Preneel, FSE 1996, and A. Bosselaers' RIPEMD
// pages): a block runs two lines of 16 * WORDS steps side by side, the left and the right
// one (hc_ripemd_stage: hc_ripemd_step, one instance each), WORDS = 4 rounds on 4 words per line for
// RIPEMD-128/256 and 5 on 5 for RIPEMD-160/320. The single-width variants (128, 160)
// start both lines from the chaining value h and combine them into the next one as
// h_i' = h_(i+1) + left_(i+2) + right_(i+3) (indices mod WORDS; FSE 1996 Appendix A).
// The double-width variants (256, 320) give each line its own chaining value (h0..h3 /
// h0..h4 the left, the rest the right), swap one word between the lines after each round
// (256: A, B, C, D after rounds 1..4; 320: B, D, A, C, E after rounds 1..5) and add each
// line onto its own chaining value.
//
// Words: the block is read as 16 little-endian words (as MD4/MD5, RFC 1321 section 3.4):
// X[k] = bytes 4k .. 4k+3, byte 4k the least significant. blk_data has message byte n in
// [511-8n -: 8] (docs/interface.md), so X is blk_data with its bytes reversed. The digest
// is h0, h1, ... each written low byte first: dig_data has the low byte of h0 on top.
//
// PRECOMPUTE = 1 (000_026659c184445444.txt, "Pre-computation"): each line's A + X[r(j)] +
// K(j), function and rotation are registered a step ahead (hc_ripemd_stage), so a step's
// path starts at registers: f, one addition, the rotation, + E. The clocks per block are
// the same.
//
// STEPS_PER_CLOCK = 2: two steps of each line per clock (hc_ripemd_stage), so a block's
// steps take 8 * WORDS clocks; one stage then takes a message's next block in the clock
// of the chaining addition (8 * WORDS + 1 clocks per block within a message, one more
// after its last), and a wave of STAGES stages lasts SPAN / 2 clocks.
//
// One stage (STAGES = 1, N_CTX = 1): a block is taken in one clock (its words and the
// lines' starting values registered), runs 16 * WORDS clocks of steps, and the clock
// after the last step adds the lines onto the chaining value: 16 * WORDS + 2 clocks per
// block. After a message's last block the chaining value is the digest, held in its
// register while not taken; a waiting block is taken only once the digest is (or in the
// clock it is), so back-pressure costs no digest register.
//
// STAGES stages (STAGES = 4 or, with 5 rounds, 5; N_CTX = STAGES + 1; 000 Fig. 1, one
// message per stage): stage n runs steps SPAN * n .. SPAN * (n + 1) - 1 of both lines,
// SPAN = 16 * WORDS / STAGES, and all stages move their blocks on together every SPAN
// clocks (a wave). Four stages of RIPEMD-160/320 cross round boundaries (each stage
// keeps the function multiplexer); with one stage per round (STAGES = WORDS: 5 for
// RIPEMD-160/320, 4 for 128/256) each stage's functions and constants are fixed, as
// the MD5 pipeline's (hc_ripemd_stage, ONE_ROUND), and a block leaves every 16 clocks. The scheduling (grant, entry, exit register,
// contexts, digest order) is the shared one of multi-context pipelines, hc_wave_sched
// (rtl/common), as in hc_md5_core; this core keeps the data: the stages, each context's
// chaining value, the exit register's lines, the granted block's starting lines and the
// digest register. A message's next block enters a wave after its previous one left
// (STAGES + 1 waves per block), and with N_CTX = STAGES + 1 busy contexts every wave
// carries a block.
module hc_ripemd_core #(
    parameter DIGEST_BITS = 160,  // 128, 160, 256, 320
    parameter PRECOMPUTE  = 0,    // 1: A + X + K, function and rotation a step ahead
    parameter STEPS_PER_CLOCK = 1,  // 1 or 2 steps of each line per clock (hc_ripemd_stage)
    parameter STAGES      = 1,    // 1, 4 or (RIPEMD-160/320) 5
    parameter N_CTX       = 1,    // message contexts (1 with one stage)
    parameter TID_W       = 1,    // width of blk_tid / dig_tid
    // 1: a first block starts from its context's blk_cv instead of the IV, and
    // dig_state gives the whole chaining value (HMAC key contexts, RFC 2104 section 4);
    // 0: blk_cv unused
    parameter CV_IN       = 0
) (
    input  wire                   clk,
    input  wire                   rst_n,
    input  wire [512*N_CTX-1:0]   blk_data,   // context c in [512*c +: 512]; first byte on top
    input  wire [N_CTX-1:0]       blk_first,  // first block of a message: start from the IV
    // CV_IN = 1: a first block starts from its context's blk_cv (in the digest's byte
    // order, as dig_state) instead of the IV; one stage: held from the clock the block
    // starts until its digest is taken; four: copied as the block is granted, held with it
    input  wire [DIGEST_BITS*N_CTX-1:0] blk_cv,
    output wire [DIGEST_BITS-1:0] iv,         // the IV, in the digest's byte order
    input  wire [N_CTX-1:0]       blk_last,   // last block: a digest follows it
    input  wire [N_CTX-1:0]       blk_err,    // with blk_last: the message was malformed
    input  wire [TID_W*N_CTX-1:0] blk_tid,
    input  wire [N_CTX-1:0]       blk_valid,
    output wire [N_CTX-1:0]       blk_ready,
    output wire [DIGEST_BITS-1:0] dig_data,   // first digest byte in the MSB byte
    output wire [DIGEST_BITS-1:0] dig_state,  // the whole chaining value: the digest
    output wire [TID_W-1:0]       dig_tid,
    output wire                   dig_err,
    output wire                   dig_valid,
    input  wire                   dig_ready,
    // the chaining value after each block, as dig_state, when st_we (one clock), with its
    // message's blk_tid: a caller that stops a message after whole blocks holds its state
    // (the accelerator's save, HMAC)
    output wire                   st_we,
    output wire [DIGEST_BITS-1:0] st_state,
    output wire [TID_W-1:0]       st_tid,
    // context c has nothing in the core: no block taken or in flight, no digest
    output wire [N_CTX-1:0]       ctx_idle
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_ripemd_param_check #(.DIGEST_BITS(DIGEST_BITS), .PRECOMPUTE(PRECOMPUTE), .STAGES(STAGES),
                            .STEPS_PER_CLOCK(STEPS_PER_CLOCK), .N_CTX(N_CTX), .TID_W(TID_W),
                            .CV_IN(CV_IN)) u_param_check ();

    localparam WORDS  = (DIGEST_BITS == 128 || DIGEST_BITS == 256) ? 4 : 5;  // per line; also rounds
    localparam DOUBLE = (DIGEST_BITS >= 256) ? 1 : 0;  // a chaining value per line
    localparam LINE_W = 32 * WORDS;
    localparam STEPS  = 16 * WORDS;           // per line and block
    localparam SPAN   = STEPS / STAGES;       // steps per stage
    localparam SPAN_CLOCKS = SPAN / STEPS_PER_CLOCK;  // clocks per stage and block
    localparam CTX_W  = (N_CTX > 1) ? $clog2(N_CTX) : 1;
    // h0 .. h4 and the right line's h5 .. h9 (h0 in [31:0])
    localparam [159:0] IV_LEFT  = {32'hc3d2e1f0, 32'h10325476, 32'h98badcfe, 32'hefcdab89, 32'h67452301};
    localparam [159:0] IV_RIGHT = {32'h3c2d1e0f, 32'h01234567, 32'h89abcdef, 32'hfedcba98, 32'h76543210};
    // the IV: h0 .. h4 (single width), or both lines' (double width)
    localparam [2*LINE_W-1:0]    IV_BOTH = {IV_RIGHT[LINE_W-1:0], IV_LEFT[LINE_W-1:0]};
    localparam [DIGEST_BITS-1:0] IV      = IV_BOTH[DIGEST_BITS-1:0];

    // the lines' starting values {right, left} of a block from a chaining value: both h
    // (single width), or each line its half (double width)
    function [2*LINE_W-1:0] lines_of(input [DIGEST_BITS-1:0] h);
        integer w;
        begin
            // word w of {right, left}: h_(w mod 5) (single width: {h, h}) or h_w (double)
            for (w = 0; w < 2 * WORDS; w = w + 1)
                lines_of[32*w +: 32] = h[(32*w) % DIGEST_BITS +: 32];
        end
    endfunction

    // the chaining value after a block: h and the lines {right, left} after its last step
    function [DIGEST_BITS-1:0] chain_add(input [DIGEST_BITS-1:0] h, input [2*LINE_W-1:0] lines);
        integer w;
        begin
            for (w = 0; w < WORDS; w = w + 1)
                if (DOUBLE == 1) begin
                    chain_add[32*w +: 32]          = h[32*w +: 32] + lines[32*w +: 32];
                    chain_add[LINE_W + 32*w +: 32] = h[LINE_W + 32*w +: 32]
                                                   + lines[LINE_W + 32*w +: 32];
                end else
                    // FSE 1996 Appendix A: h_i' = h_(i+1) + left_(i+2) + right_(i+3)
                    chain_add[32*w +: 32] = h[32*((w + 1) % WORDS) +: 32]
                                          + lines[32*((w + 2) % WORDS) +: 32]
                                          + lines[LINE_W + 32*((w + 3) % WORDS) +: 32];
        end
    endfunction

    // digest byte 4i + m: byte m of h_i (little-endian words, h0 first)
    function [DIGEST_BITS-1:0] digest_bytes(input [DIGEST_BITS-1:0] h);
        integer n;
        begin
            for (n = 0; n < DIGEST_BITS / 8; n = n + 1)
                digest_bytes[DIGEST_BITS - 1 - 8*n -: 8] = h[32*(n/4) + 8*(n%4) +: 8];
        end
    endfunction

    // X: each block's bytes reversed (message byte n is bit 8n of X)
    reg [512*N_CTX-1:0] blk_x;
    integer c, n;
    always @(*)
        for (c = 0; c < N_CTX; c = c + 1)
            for (n = 0; n < 64; n = n + 1)
                blk_x[512*c + 8*n +: 8] = blk_data[512*c + 511 - 8*n -: 8];

    // the digest is the chaining value with its bytes reversed, and reversing them again
    // gives the words back: the same function
    assign iv        = digest_bytes(IV);
    assign dig_state = dig_data;

    // The value a message's first block starts from, per context: the IV, or with CV_IN
    // blk_cv
    wire [DIGEST_BITS*N_CTX-1:0] iv_start;
    genvar cv_ctx;
    generate
        if (CV_IN != 0) begin : g_cv_in
            for (cv_ctx = 0; cv_ctx < N_CTX; cv_ctx = cv_ctx + 1) begin : g_ctx_cv
                assign iv_start[DIGEST_BITS*cv_ctx +: DIGEST_BITS] =
                    digest_bytes(blk_cv[DIGEST_BITS*cv_ctx +: DIGEST_BITS]);
            end
        end else begin : g_iv_only
            assign iv_start = {N_CTX{IV}};
            // a wire Verilator knows unused by its name (a reduction can change the mapping)
            wire [DIGEST_BITS*N_CTX-1:0] unused_cv = blk_cv;
        end
    endgenerate

    genvar st;
    generate
        if (STAGES == 1) begin : g_one
            // -------------------------------------------------------- single message
            localparam integer LAST_I = STEPS / STEPS_PER_CLOCK - 1;
            localparam [6:0] LAST_CLOCK = LAST_I[6:0];  // of a block's steps
            reg                   busy_q;       // steps in progress
            reg                   add_q;        // the clock after the last step: the chaining addition
            reg  [6:0]            step_q;       // clock of the block's steps (j / STEPS_PER_CLOCK)
            reg                   dig_valid_q;  // digest valid, not yet taken
            reg                   chained_q;    // the clock after add_q: h_q is the block's chaining value
            reg                   last_q, err_q;
            reg  [TID_W-1:0]      tid_q;
            reg  [DIGEST_BITS-1:0] h_q;         // chaining value; after a last block, the digest
            wire [2*LINE_W-1:0]   lines_q, unused_lines_next;
            wire [511:0]          unused_block;

            // STEPS_PER_CLOCK = 2: a message's next block is taken in the chaining
            // addition's clock, its lines from the addition's result (that path, the
            // three-word sum and the first step's A + X + K, is shorter than two chained
            // steps), so a block within a message takes 8 * WORDS + 1 clocks. One step per
            // clock waits a clock (it would lengthen the single step's path).
            localparam CHAIN_TAKE = (STEPS_PER_CLOCK == 2) ? 1'b1 : 1'b0;
            wire [DIGEST_BITS-1:0] h_next = chain_add(h_q, lines_q);
            // an idle core takes a block once no digest is held (or it is taken now)
            wire take = blk_valid[0] & ~busy_q & (~add_q | (CHAIN_TAKE & ~last_q))
                      & (~dig_valid_q | dig_ready);

            hc_ripemd_stage #(
                .WORDS(WORDS), .DOUBLE(DOUBLE), .FIRST(0), .SPAN(STEPS), .CNT_W(7),
                .PRECOMPUTE(PRECOMPUTE), .STEPS_PER_CLOCK(STEPS_PER_CLOCK)
            ) u_stage (
                .clk       (clk),
                .load      (take),
                .run       (busy_q),
                .cnt       (step_q),
                .in_state  (lines_of(blk_first[0] ? iv_start
                                          : ((CHAIN_TAKE && add_q) ? h_next : h_q))),
                .in_block  (blk_x),
                .state_q   (lines_q),
                .state_next(unused_lines_next),
                .block_q   (unused_block)
            );

            always @(posedge clk) begin
                if (!rst_n) begin
                    busy_q      <= 1'b0;
                    add_q       <= 1'b0;
                    dig_valid_q <= 1'b0;
                    chained_q   <= 1'b0;
                end else begin
                    chained_q <= add_q;
                    busy_q <= take | (busy_q & (step_q != LAST_CLOCK));
                    add_q  <= busy_q & (step_q == LAST_CLOCK);
                    if (add_q && last_q) dig_valid_q <= 1'b1;
                    else if (dig_ready)  dig_valid_q <= 1'b0;
                end
                if (take) begin
                    step_q <= 7'd0;
                    last_q <= blk_last[0];
                    err_q  <= blk_err[0];
                    tid_q  <= blk_tid;
                    if (blk_first[0])
                        h_q <= iv_start;
                end else if (busy_q)
                    step_q <= step_q + 7'd1;
                if (add_q)
                    h_q <= h_next;
            end

            assign blk_ready   = take;
            assign dig_data    = digest_bytes(h_q);
            assign dig_tid     = tid_q;
            assign dig_err     = err_q;
            assign dig_valid   = dig_valid_q;
            assign ctx_idle[0] = ~busy_q & ~add_q & ~dig_valid_q;
            assign st_we       = chained_q;
            assign st_state    = digest_bytes(h_q);
            assign st_tid      = tid_q;
`ifdef FORMAL
            // Invariants for the proofs (formal/, docs/verification.md "Proofs"; only
            // SymbiYosys defines FORMAL, so no netlist has them). While a digest is held
            // no block runs and no chaining addition is due (h_q, the digest, holds); the
            // addition's clock follows the steps, never overlaps them.
            always @(*)
                if (rst_n) begin
                    if (dig_valid_q) assert(!busy_q && !add_q);
                    if (add_q)       assert(!busy_q);
                end
`endif
        end else begin : g_pipe
            // -------------------------------------------------------- STAGES stages
            localparam CNT_W = $clog2(SPAN_CLOCKS);
            // hc_wave_sched: wave timing, grant and entry, slots, exit register flags,
            // contexts and digest order; here the data it steers
            wire [CNT_W-1:0] wave_clock;
            wire             wave_end, exit_edge, entry_edge;
            wire             start_load, start_first, start_chain, enter, entry_first;
            wire [CTX_W-1:0] start_ctx, entry_ctx, leave_ctx, exit_ctx, take_ctx;
            wire [TID_W-1:0] exit_tid;
            wire             leave_first, exit_valid, exit_first, take;
            hc_wave_sched #(
                .STAGES     (STAGES),
                .WAVE_CLOCKS(SPAN_CLOCKS),
                .N_CTX      (N_CTX),
                .TID_W      (TID_W),
                .PREP       (1),  // starting values from registers
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
                .wave_clock (wave_clock),
                .wave_end   (wave_end),
                .exit_edge  (exit_edge),
                .entry_edge (entry_edge),
                .start_load (start_load),
                .start_ctx  (start_ctx),
                .start_first(start_first),
                .start_chain(start_chain),
                .enter      (enter),
                .entry_ctx  (entry_ctx),
                .entry_first(entry_first),
                .leave_ctx  (leave_ctx),
                .leave_first(leave_first),
                .exit_valid (exit_valid),
                .exit_first (exit_first),
                .exit_ctx   (exit_ctx),
                .exit_tid   (exit_tid),
                .take       (take),
                .take_ctx   (take_ctx),
                .dig_tid    (dig_tid),
                .dig_err    (dig_err),
                .dig_valid  (dig_valid),
                .dig_ready  (dig_ready),
                .ctx_idle   (ctx_idle)
            );

            reg  [DIGEST_BITS-1:0] h_q [0:N_CTX-1];  // chaining value; the digest while pending
            reg  [2*LINE_W-1:0]    x_lines_q;        // the lines of the block in the exit register
            reg  [DIGEST_BITS-1:0] x_base_q;         // the chaining value they add to (below)
            reg  [2*LINE_W-1:0]    g_lines_q;        // the granted block's starting lines
            reg  [DIGEST_BITS-1:0] dig_q;

            // the chaining addition of the block in the exit register, from the chaining
            // value read as the block leaves the last stage (x_base_q: the addition starts
            // at registers; with CV_IN a first block's starting value is in h_q, copied as
            // it was granted)
            wire [DIGEST_BITS-1:0] leave_base = (leave_first && CV_IN == 0) ? IV : h_q[leave_ctx];
            wire [DIGEST_BITS-1:0] fin = chain_add(x_base_q, x_lines_q);
            wire unused_exit_first = exit_first;
            wire [DIGEST_BITS-1:0] s_first = iv_start[DIGEST_BITS*start_ctx +: DIGEST_BITS];

            wire [2*LINE_W*STAGES-1:0] st_next;
            wire [512*STAGES-1:0]      st_block;
            for (st = 0; st < STAGES; st = st + 1) begin : g_stage
                wire [2*LINE_W-1:0] i_lines;
                wire [511:0]        i_block;
                wire [2*LINE_W-1:0] unused_lines_q;
                if (st == 0) begin : g_entry
                    assign i_lines = g_lines_q;
                    assign i_block = blk_x[512*entry_ctx +: 512];
                end else begin : g_follow
                    assign i_lines = st_next[2*LINE_W*(st-1) +: 2*LINE_W];
                    assign i_block = st_block[512*(st-1) +: 512];
                end
                hc_ripemd_stage #(
                    .WORDS(WORDS), .DOUBLE(DOUBLE), .FIRST(SPAN * st), .SPAN(SPAN),
                    .CNT_W(CNT_W), .PRECOMPUTE(PRECOMPUTE), .STEPS_PER_CLOCK(STEPS_PER_CLOCK)
                ) u_stage (
                    .clk       (clk),
                    .load      (wave_end),
                    .run       (1'b1),
                    .cnt       (wave_clock),
                    .in_state  (i_lines),
                    .in_block  (i_block),
                    .state_q   (unused_lines_q),
                    .state_next(st_next[2*LINE_W*st +: 2*LINE_W]),
                    .block_q   (st_block[512*st +: 512])
                );
            end

            always @(posedge clk) begin
                if (start_load)
                    g_lines_q <= lines_of(start_first ? s_first : (start_chain ? fin : h_q[start_ctx]));
                if (exit_edge) begin
                    x_lines_q <= st_next[2*LINE_W*(STAGES-1) +: 2*LINE_W];
                    x_base_q  <= leave_base;
                end
                if (CV_IN != 0 && start_load && start_first)  // (nothing of it in the exit register)
                    h_q[start_ctx] <= s_first;
                if (exit_valid)
                    h_q[exit_ctx] <= fin;
                if (take)
                    dig_q <= h_q[take_ctx];
            end

            assign dig_data = digest_bytes(dig_q);
            assign st_we    = exit_valid;
            assign st_state = digest_bytes(fin);
            assign st_tid   = exit_tid;

            // the last stage's block is not needed after its last step
            wire unused_pipe = &{1'b0, entry_first, enter, entry_edge,
                                 st_block[512*(STAGES-1) +: 512]};
        end
    endgenerate
endmodule
`default_nettype wire
