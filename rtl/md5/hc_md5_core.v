`default_nettype none
// MD5 block core (RFC 1321): STAGES stages of hc_md5_stage, STEPS steps per clock, and
// N_CTX message contexts. Ports: docs/interface.md, "Multi-message block core" (one block
// channel per context; with N_CTX = 1 it is the single-message block core's handshake).
// The points of 001_686471d651669b5d.txt and 000_026659c184445444.txt:
//   STAGES = 1, STEPS = 1           v1, one step per clock (001 Fig. 2)
//   STAGES = 1, STEPS = 2, 4, 8     v2.21, v2.41, v2.81, plain unrolling (001 Fig. 4)
//   STAGES = 1, STEPS = 4, SPECIAL  v3, the functional description RF1..RF4 (001 Fig. 5)
//   PRE = 1                         A + X[k] + T[i] a step ahead (000)
//   STAGES = 4, N_CTX = 5           four stages of 16 steps, one message per stage (000
//                                   Fig. 1); each stage runs one round function only
//
// Words: RFC 1321 section 3.4 reads the block as 16 little-endian words, X[k] = bytes
// 4k .. 4k+3 with byte 4k the least significant. blk_data has message byte n in
// [511-8n -: 8] (docs/interface.md), so X[k] is that block's bytes reversed word by word.
// The digest is A, B, C, D, each written low byte first (RFC 1321 section 3.5): m_digest
// has digest byte 0 = the low byte of A in its top byte.
//
// One stage: 64 / STEPS clocks of steps per block. The last clock also does the
// chaining addition H + state (RFC 1321 section 3.4, "A = A + AA ..."; hc_md5_stage,
// CHAIN), so the state then holds the next block's starting value: a block of the same
// message that is ready in that clock follows without a gap (64 / STEPS clocks per
// block); a block that comes later, or a message's first block (from the IV), takes one
// clock to start. After a message's last block the state is the digest, held while not
// taken: a waiting block starts only once it is taken (or in the clock it is), so
// back-pressure never corrupts it and costs no digest register.
//
// Four stages: all stages move their blocks on together every 16 / STEPS clocks (a
// wave); the scheduling (grant, entry, exit register, contexts, digest order) is the
// shared one of multi-context pipelines, hc_wave_sched (rtl/common), this core keeping
// the data: the stages, each context's chaining value H, the exit register's state, the
// granted block's starting state, the digest register. One message's next block enters a
// wave after its previous one left (five waves per block), and with N_CTX = 5 busy
// contexts every wave carries a block. A finished message's digest waits in its
// context's H (pending) until the output register takes it (round-robin); meanwhile that
// context starts no new message, and the others go on.
module hc_md5_core #(
    parameter STEPS   = 1,  // steps per clock: 1, 2, 4, 8
    parameter SPECIAL = 0,  // STAGES = 1: specialised round-function blocks (v3)
    parameter PRE     = 0,  // pre-computation (000)
    parameter STAGES  = 1,  // 1 or 4
    parameter N_CTX   = 1,  // message contexts (1 with one stage)
    parameter TID_W   = 1,  // width of blk_tid / dig_tid
    // 1: a first block starts from its context's blk_cv instead of the IV, and
    // dig_state gives the whole chaining value (HMAC key contexts, RFC 2104 section 4);
    // 0: blk_cv unused
    parameter CV_IN   = 0
) (
    input  wire                     clk,
    input  wire                     rst_n,
    input  wire [512*N_CTX-1:0]     blk_data,   // first message byte in the MSB byte
    input  wire [N_CTX-1:0]         blk_first,
    // CV_IN = 1: a first block starts from its context's blk_cv (context c in
    // [128*c +: 128], in the digest's byte order, as dig_state) instead of the IV. One
    // stage: held from the clock the block starts until its digest is taken; four stages:
    // copied into the context's chaining value as the block is granted, so held with the
    // block (until blk_ready), like blk_data
    input  wire [128*N_CTX-1:0]     blk_cv,
    output wire [127:0]             iv,         // the IV (RFC 1321 section 3.3), as dig_state
    input  wire [N_CTX-1:0]         blk_last,
    input  wire [N_CTX-1:0]         blk_err,    // with blk_last: the message was malformed
    input  wire [TID_W*N_CTX-1:0]   blk_tid,
    input  wire [N_CTX-1:0]         blk_valid,
    output wire [N_CTX-1:0]         blk_ready,
    output wire [127:0]             dig_data,   // first digest byte in the MSB byte
    output wire [127:0]             dig_state,  // the whole chaining value: the digest
    output wire [TID_W-1:0]         dig_tid,
    output wire                     dig_err,
    output wire                     dig_valid,
    input  wire                     dig_ready,
    // the chaining value after each block, as dig_state, when st_we (one clock), with its
    // message's blk_tid: a caller that stops a message after whole blocks holds its state
    // (the accelerator's save, HMAC)
    output wire                     st_we,
    output wire [127:0]             st_state,
    output wire [TID_W-1:0]         st_tid,
    // context c has nothing in the core: no block granted or in flight, no digest
    output wire [N_CTX-1:0]         ctx_idle
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_md5_param_check #(.STEPS(STEPS), .SPECIAL(SPECIAL), .PRE(PRE), .STAGES(STAGES), .N_CTX(N_CTX), .TID_W(TID_W),
                         .CV_IN(CV_IN))
        u_md5_param_check ();

    localparam L     = 64 / (STAGES * STEPS);   // clocks per block in a stage
    localparam CNT_W = $clog2(L);
    localparam CTX_W = (N_CTX > 1) ? $clog2(N_CTX) : 1;
    localparam integer     L_LAST   = L - 1;
    localparam [CNT_W-1:0] CNT_LAST = L_LAST[CNT_W-1:0];

    // RFC 1321 section 3.3: A, B, C, D
    localparam [127:0] IV = 128'h67452301_efcdab89_98badcfe_10325476;

    genvar c, w, st;

    // X[k] of context c's block (RFC 1321 section 3.4: little-endian words)
    wire [512*N_CTX-1:0] blk_x;
    generate
        for (c = 0; c < N_CTX; c = c + 1) begin : g_words
            for (w = 0; w < 64; w = w + 1) begin : g_byte
                // message byte n = 4k + m goes to bits 8m of X[k]: bit 8n of blk_x
                assign blk_x[512*c + 8*w +: 8] = blk_data[512*c + 511 - 8*w -: 8];
            end
        end
    endgenerate

    // the digest of a final chaining value {A, B, C, D} (RFC 1321 section 3.5)
    function [127:0] digest_bytes(input [127:0] h);
        integer n;
        begin
            for (n = 0; n < 16; n = n + 1)
                // digest byte n: byte n mod 4 of word n / 4 (A first)
                digest_bytes[127 - 8*n -: 8] = h[96 - 32*(n/4) + 8*(n%4) +: 8];
        end
    endfunction

    // the chaining addition of one state onto a chaining value, word by word
    function [127:0] chain_add(input [127:0] h, input [127:0] s);
        integer n;
        begin
            for (n = 0; n < 4; n = n + 1)
                chain_add[32*n +: 32] = h[32*n +: 32] + s[32*n +: 32];
        end
    endfunction

    // the chaining value in the digest's byte order is {A, B, C, D} with every word's
    // bytes reversed, and reversing them again gives the words back: the same function
    assign iv = digest_bytes(IV);
    assign dig_state = dig_data;

    // The value a message's first block starts from, per context: the IV, or with CV_IN
    // blk_cv
    wire [128*N_CTX-1:0] start_state;
    generate
        if (CV_IN != 0) begin : g_cv_in
            for (c = 0; c < N_CTX; c = c + 1) begin : g_ctx_cv
                assign start_state[128*c +: 128] = digest_bytes(blk_cv[128*c +: 128]);
            end
        end else begin : g_iv_only
            assign start_state = {N_CTX{IV}};
            // a wire Verilator knows unused by its name (a reduction can change the mapping)
            wire [128*N_CTX-1:0] unused_cv = blk_cv;
        end
    endgenerate

    generate
        if (STAGES == 1) begin : g_one
            // -------------------------------------------------------- single message
            reg              busy_q;       // steps in progress
            reg  [CNT_W-1:0] cnt_q;        // clock of the block
            reg              last_clk_q;   // busy_q and cnt_q == L - 1 (decoded a clock ahead)
            reg              first_clk_q;  // the clock after a block was taken: its clock 0
            reg              dig_valid_q;  // digest valid, not yet taken
            reg              chained_q;    // the clock after a block's last: st_q is its chaining value
            reg              last_q, err_q;
            reg  [TID_W-1:0] tid_q;
            reg  [127:0]     H_q;          // chaining value the running block started from
            reg  [127:0]     H_last_q;     // H_q in a block's last clock, else zero

            wire [127:0] st_q, st_next;
            wire [511:0] unused_blk;
            wire last_clock = last_clk_q;
            // an idle core starts a block (a message's first block from the IV; a later
            // one from the state, which holds the chaining value) once no digest is held
            wire start = blk_valid[0] & ~busy_q & (~dig_valid_q | dig_ready);
            // the next block of the message, ready in the last clock of this one, follows
            // at once: the last clock leaves the chaining value in the state (CHAIN)
            wire follow = last_clock & ~last_q & blk_valid[0];
            wire take   = start | follow;
            // a message's first block starts from the IV (a constant: the state
            // register's synchronous set / reset, no multiplexer); a later one from the
            // state, which holds the chaining value
            wire load_iv = start & blk_first[0];
            wire             busy_d = start | (busy_q & ~(last_clock & ~follow));
            wire [CNT_W-1:0] cnt_d  = start ? {CNT_W{1'b0}} : (busy_q ? cnt_q + 1'b1 : cnt_q);

            always @(posedge clk) begin
                if (!rst_n) begin
                    busy_q      <= 1'b0;
                    cnt_q       <= {CNT_W{1'b0}};
                    last_clk_q  <= 1'b0;
                    first_clk_q <= 1'b0;
                    dig_valid_q <= 1'b0;
                    chained_q   <= 1'b0;
                end else begin
                    busy_q      <= busy_d;
                    chained_q   <= last_clock;
                    cnt_q       <= cnt_d;  // wraps to 0 after a block
                    last_clk_q  <= busy_d & (cnt_d == CNT_LAST);
                    first_clk_q <= take;
                    if (last_clock && last_q) dig_valid_q <= 1'b1;
                    else if (dig_ready)       dig_valid_q <= 1'b0;
                end
                // in a block's clock 0 the state holds its starting value (the IV or the
                // chaining value the last clock of the previous block left)
                if (first_clk_q)
                    H_q <= st_q;
                // zero but in the last clock: the stage adds it without gating
                if (busy_d && cnt_d == CNT_LAST)
                    H_last_q <= H_q;
                else
                    H_last_q <= 128'd0;
                if (take) begin
                    last_q <= blk_last[0];
                    err_q  <= blk_err[0];
                    tid_q  <= blk_tid;
                end
            end

            hc_md5_stage #(
                .STEPS  (STEPS),
                .ROUND  (4),
                .SPECIAL(SPECIAL),
                .PRE    (PRE),
                .CNT_W  (CNT_W),
                .CHAIN  (1)
            ) u_stage (
                .clk       (clk),
                .load      (take),
                .take_state(load_iv),
                .run       (busy_q),
                .cnt       (cnt_q),
                .h         (H_last_q),
                .in_state  (start_state),
                .in_block  (blk_x),
                .in_xt     ({64*STEPS{1'b0}}),
                .state_q   (st_q),
                .state_next(st_next),
                .block_q   (unused_blk)
            );

            // after a message's last block the state holds its chaining value: the digest
            assign blk_ready   = take;
            assign dig_data    = digest_bytes(st_q);
            assign dig_tid     = tid_q;
            assign dig_err     = err_q;
            assign dig_valid   = dig_valid_q;
            assign ctx_idle[0] = ~busy_q & ~dig_valid_q;
            // (a block that follows at once is of the same message: tid_q is still its tag)
            assign st_we       = chained_q;
            assign st_state    = digest_bytes(st_q);
            assign st_tid      = tid_q;
            wire unused_one = &{1'b0, unused_blk, st_next};
`ifdef FORMAL
            // Invariants for the proofs (formal/, docs/verification.md "Proofs"; only
            // SymbiYosys defines FORMAL, so no netlist has them). While a digest is held
            // no block runs (the state, which is the digest, does not move), and a
            // block's last clock is one of its running clocks.
            always @(*)
                if (rst_n) begin
                    if (dig_valid_q) assert(!busy_q);
                    if (last_clk_q)  assert(busy_q);
                end
`endif
        end else begin : g_pipe
            // -------------------------------------------------------- four stages
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
                .WAVE_CLOCKS(L),
                .N_CTX      (N_CTX),
                .TID_W      (TID_W),
                .PREP       (1),  // starting values from registers (L >= 2 here)
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

            reg  [127:0] H_q [0:N_CTX-1];  // chaining value; the digest while pending
            reg  [127:0] x_state_q;        // the state of the block in the exit register
            reg  [127:0] x_base_q;         // the chaining value it adds back (below)
            reg  [127:0] g_state_q;        // the granted block's starting state
            reg  [127:0] dig_q;
            // X + T of the granted block's first two clocks in stage 0 (round 1 reads
            // X[i] in step i), registered with its starting state from the block the
            // scheduler has chosen a clock before (start_ctx, a register): the entry's
            // block multiplexer then feeds stage 0's block register only, not its first
            // adders
            reg  [64*STEPS-1:0] g_xt_q;
            wire [64*STEPS-1:0] s_xt;
            hc_md5_load_xt #(.STEPS(STEPS), .FIRST(0)) u_entry_xt (
                .block(blk_x[512*start_ctx +: 512]),
                .xt   (s_xt)
            );

            // the chaining addition of the block in the exit register, from the chaining
            // value read as the block leaves the last stage (x_base_q: the addition starts
            // at registers); with CV_IN a first block's starting value is in H already
            // (copied as it was granted)
            wire [127:0] leave_base;
            if (CV_IN != 0) begin : g_x_cv
                assign leave_base = H_q[leave_ctx];
                wire unused_leave_first = leave_first;
            end else begin : g_x_iv
                assign leave_base = leave_first ? IV : H_q[leave_ctx];
            end
            wire unused_exit_first = exit_first;
            wire [127:0] fin = chain_add(x_base_q, x_state_q);
            // what the granted block starts from when it is a message's first
            wire [127:0] s_first = start_state[128*start_ctx +: 128];

            // ---------------------------------------------------- stages
            wire [128*STAGES-1:0] st_next;
            wire [512*STAGES-1:0] st_block;
            for (st = 0; st < STAGES; st = st + 1) begin : g_stage
                wire [127:0] i_state;
                wire [511:0] i_block;
                wire [127:0] unused_state_q;
                if (st == 0) begin : g_entry
                    assign i_state = g_state_q;
                    assign i_block = blk_x[512*entry_ctx +: 512];
                end else begin : g_follow
                    assign i_state = st_next[128*(st-1) +: 128];
                    assign i_block = st_block[512*(st-1) +: 512];
                end
                hc_md5_stage #(
                    .STEPS  (STEPS),
                    .ROUND  (st),
                    .SPECIAL(0),
                    .PRE    (PRE),
                    .CNT_W  (CNT_W),
                    .CHAIN  (0),
                    .XT_LOADED((st == 0) ? 1 : 0)
                ) u_stage (
                    .clk       (clk),
                    .load      (wave_end),
                    .take_state(wave_end),
                    .run       (1'b1),
                    .cnt       (wave_clock),
                    .h         (128'd0),
                    .in_state  (i_state),
                    .in_block  (i_block),
                    .in_xt     (g_xt_q),
                    .state_q   (unused_state_q),
                    .state_next(st_next[128*st +: 128]),
                    .block_q   (st_block[512*st +: 512])
                );
            end

            always @(posedge clk) begin
                if (start_load) begin
                    g_state_q <= start_first ? s_first : (start_chain ? fin : H_q[start_ctx]);
                    g_xt_q    <= s_xt;
                end
                if (exit_edge) begin
                    x_state_q <= st_next[128*(STAGES-1) +: 128];
                    x_base_q  <= leave_base;
                end
                // (a context's first block is granted only with nothing of it in the exit
                // register: no clash)
                if (CV_IN != 0 && start_load && start_first)
                    H_q[start_ctx] <= s_first;
                if (exit_valid)
                    H_q[exit_ctx] <= fin;
                if (take)
                    dig_q <= H_q[take_ctx];
            end

            assign dig_data = digest_bytes(dig_q);
            assign st_we    = exit_valid;
            assign st_state = digest_bytes(fin);
            assign st_tid   = exit_tid;

            // the last stage's block is not needed after step 63
            wire unused_pipe = &{1'b0, entry_first, enter, entry_edge,
                                 st_block[512*(STAGES-1) +: 512]};
        end
    endgenerate
endmodule
`default_nettype wire
