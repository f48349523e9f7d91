`default_nettype none
// Scheduler of a multi-context block pipeline in the frame of 000_026659c184445444.txt
// Fig. 1 and 004_e1f17d10682e9c23.txt: STAGES stages each hold a block of a different
// message and move their blocks on together every WAVE_CLOCKS clocks (a wave). The
// handshake and bookkeeping only; the caller keeps the data (the stages, the chaining
// values H of the contexts, the exit register's state, the granted block's starting
// values, the digest register) and steers it with the strobes below.
//
// Blocks of one message are chained (H_i = H_{i-1} + state), so a message has at most
// one block in the pipeline:
//   * at the end of every wave (exit_edge) the block leaving the last stage goes into the
//     exit register; in the next clock (exit_valid) the caller writes its chaining
//     addition into the context's H;
//   * a context that has a block waiting, none in a stage or granted, and (for a
//     message's first block) no digest pending, counting the one the exit register
//     finishes now, is granted round-robin (hc_rr_arbiter); the caller registers its
//     starting values when start_load (the IV if start_first; else its H, or the exit
//     register's sum if start_chain); stage 0 takes it at the next entry edge (enter,
//     entry_ctx), when blk_ready rises, from registers. A new grant may be made in the
//     clock the previous one enters. PREP = 1 makes the grant two clocks: the choice is
//     registered first, the starting values in the clock after, from registers only
//     (start_chain is then 0: the exit register has written H by then); it needs
//     WAVE_CLOCKS >= 2 to keep a block entering at every wave end.
//   PREP = 2 is that two-clock grant, handing the block back when its starting values
//   are registered (start_load) instead of when stage 0 takes it: for a caller that
//   registers the whole block then (hc_sha2_gen_core's entry register), so the channel
//   (a padding unit) is free up to a wave earlier. blk_tid of a first block is taken
//   then too.
//   So a message's next block enters a wave after its previous one left, and with
//   N_CTX = STAGES + 1 busy contexts every wave carries a block.
//   * STAGES = 1: the stage does not wait for a wave end; a block starts when granted
//     (wave_clock restarts at 0) and the stage idles, waiting, once its block has left.
// Digests: a context whose last block is done holds its digest in the caller's H
// ("pending"); the output register takes pending digests round-robin (take, take_ctx:
// the caller copies that H into its digest register), so back-pressure on the digest
// never stalls the pipeline or other messages, and a context with a pending digest does
// not start its next message. The user data (blk_tid of a message's first block) and the
// error flag travel here.
module hc_wave_sched #(
    parameter STAGES      = 4,   // stages, blocks in flight: at least 1
    parameter WAVE_CLOCKS = 16,  // clocks per wave: at least 1
    parameter N_CTX       = 5,   // message contexts: at least 1
    parameter TID_W       = 1,   // width of blk_tid / dig_tid
    // 1: grant in two clocks (needs STAGES > 1, WAVE_CLOCKS > 1); 2: also blk_ready with
    // start_load
    parameter PREP        = 0,
    parameter CTX_W       = (N_CTX > 1) ? $clog2(N_CTX) : 1,
    parameter CNT_W       = (WAVE_CLOCKS > 1) ? $clog2(WAVE_CLOCKS) : 1
) (
    input  wire                   clk,
    input  wire                   rst_n,
    // block channels, handshake side (the caller reads the data of entry_ctx)
    input  wire [N_CTX-1:0]       blk_first,
    input  wire [N_CTX-1:0]       blk_last,
    input  wire [N_CTX-1:0]       blk_err,     // with blk_last: the message was malformed
    input  wire [TID_W*N_CTX-1:0] blk_tid,     // taken with a message's first block
    input  wire [N_CTX-1:0]       blk_valid,
    output wire [N_CTX-1:0]       blk_ready,
    // wave timing
    output wire [CNT_W-1:0]       wave_clock,  // clock of the wave, 0 .. WAVE_CLOCKS-1
    output wire                   wave_end,    // last clock of a wave (a register)
    output wire                   exit_edge,   // the last stage's block goes to the exit register
    output wire                   entry_edge,  // stage 0 takes a block now if one is granted
    // entry
    output wire                   start_load,  // register the granted block's starting values
    output wire [CTX_W-1:0]       start_ctx,   // ... of this context
    output wire                   start_first, // ... from the IV
    output wire                   start_chain, // ... from the exit register's sum (else its H)
    output wire                   enter,       // stage 0 takes the granted block now
    output wire [CTX_W-1:0]       entry_ctx,   // its context (a register)
    output wire                   entry_first, // its message's first block (a register)
    // the block the exit register takes at exit_edge (from registers): its context, and
    // whether it is its message's first block; a caller reads that context's H then, so
    // that the chaining addition in the next clock starts at registers (nothing writes
    // that H in between: its context has no other block in flight)
    output wire [CTX_W-1:0]       leave_ctx,
    output wire                   leave_first,
    // exit register
    output wire                   exit_valid,  // it holds a block: write H + state now
    output wire                   exit_first,  // that block was its message's first
    output wire [CTX_W-1:0]       exit_ctx,    // its context
    output wire [TID_W-1:0]       exit_tid,    // its message's blk_tid (a state output's tag)
    // digests
    output wire                   take,        // the caller's digest register takes ...
    output wire [CTX_W-1:0]       take_ctx,    // ... this context's H now
    output wire [TID_W-1:0]       dig_tid,     // of the digest in the caller's register
    output wire                   dig_err,
    output wire                   dig_valid,
    input  wire                   dig_ready,
    // context c has nothing in the core: no block granted or in flight, no digest pending
    // or waiting in the output register
    output wire [N_CTX-1:0]       ctx_idle
);
    generate
        if (STAGES < 1) begin : g_bad_stages
            hc_error_STAGES_must_be_at_least_1 u_error ();
        end
        if (WAVE_CLOCKS < 1) begin : g_bad_wave_clocks
            hc_error_WAVE_CLOCKS_must_be_at_least_1 u_error ();
        end
        if (N_CTX < 1) begin : g_bad_n_ctx
            hc_error_N_CTX_must_be_at_least_1 u_error ();
        end
        if (TID_W < 1) begin : g_bad_tid_w
            hc_error_TID_W_must_be_at_least_1 u_error ();
        end
        if (PREP != 0 && (PREP > 2 || STAGES < 2 || WAVE_CLOCKS < 2)) begin : g_bad_prep
            hc_error_PREP_must_be_0_1_or_2_with_STAGES_and_WAVE_CLOCKS_at_least_2 u_error ();
        end
        if (CTX_W < 1 || (N_CTX > 1 && CTX_W < $clog2(N_CTX))) begin : g_bad_ctx_w
            hc_error_CTX_W_too_narrow_for_N_CTX u_error ();
        end
        if (CNT_W < 1 || (WAVE_CLOCKS > 1 && CNT_W < $clog2(WAVE_CLOCKS))) begin : g_bad_cnt_w
            hc_error_CNT_W_too_narrow_for_WAVE_CLOCKS u_error ();
        end
    endgenerate

    localparam integer     L_LAST = WAVE_CLOCKS - 1;
    localparam [CNT_W-1:0] J_LAST = L_LAST[CNT_W-1:0];

    integer k;
    genvar c;

    // ------------------------------------------------------------------ wave timing
    // wave_end_q marks the last clock of a wave (decoded a clock ahead, so the handshake
    // to the padding units starts at a register)
    reg  [CNT_W-1:0] j_q;
    reg              wave_end_q;
    reg              wait_q;      // STAGES = 1: the stage is empty and waits for a block
    reg  [CNT_W-1:0] j_d;
    assign exit_edge  = wave_end_q & ~wait_q;
    assign entry_edge = wave_end_q | wait_q;

    always @(*) begin
        j_d = j_q;
        if (STAGES == 1) begin
            if (enter)                       j_d = (WAVE_CLOCKS > 1) ? {CNT_W{1'b0}} : J_LAST;
            else if (!wait_q && !wave_end_q) j_d = j_q + 1'b1;
        end else begin
            j_d = wave_end_q ? {CNT_W{1'b0}} : j_q + 1'b1;
        end
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            j_q        <= J_LAST;
            wave_end_q <= 1'b1;
            wait_q     <= (STAGES == 1);
        end else begin
            j_q        <= j_d;
            wave_end_q <= (j_d == J_LAST);
            if (STAGES == 1) begin
                if (enter)          wait_q <= 1'b0;
                else if (exit_edge) wait_q <= 1'b1;
            end
        end
    end
    assign wave_clock = j_q;
    assign wave_end   = wave_end_q;

    // ------------------------------------------------------------------ state
    // what each stage holds: a block (v), its message's first / last block, error, context
    reg  [STAGES-1:0]       sv_q, sfirst_q, slast_q, serr_q;
    reg  [CTX_W*STAGES-1:0] sctx_q;
    // exit register
    reg                     x_valid_q, x_first_q, x_last_q, x_err_q;
    reg  [CTX_W-1:0]        x_ctx_q;
    // one-hot: the exit register holds context k's message's last block (x_valid_q &
    // x_last_q & x_ctx_q == k, registered beside them), so the grant's requests and the
    // pending digests (pend_d, the output arbiter) start at it, not behind the compare
    reg  [N_CTX-1:0]        x_done_q;
    // per context
    reg  [TID_W-1:0]        tid_q [0:N_CTX-1];
    reg  [N_CTX-1:0]        inflight_q;  // a block of the context is in a stage
    reg  [N_CTX-1:0]        pend_q;      // its digest is pending in the caller's H
    reg  [N_CTX-1:0]        err_q;       // the pending digest's message was malformed

    // ------------------------------------------------------------------ grant and entry
    reg              grant_q;     // a block is granted, waiting for an entry edge
    reg              gp_q;        // PREP: its starting values are registered
    reg  [CTX_W-1:0] gsel_q;
    reg              g_first_q, g_last_q, g_err_q;
    // one-hot: context k's block is granted (grant_q & gsel_q == k, registered beside
    // them), so the requests below start at flip-flops, not behind the compare of gsel_q:
    // the grant is a loop from gsel_q through the arbiter back to gsel_q's enable
    reg  [N_CTX-1:0] granted_q;

    reg  [N_CTX-1:0] ready_c;
    always @(*) begin
        for (k = 0; k < N_CTX; k = k + 1)
            ready_c[k] = blk_valid[k] & ~inflight_q[k] & ~granted_q[k]
                       & ~(blk_first[k] & (pend_q[k] | x_done_q[k]));
    end

    wire             grant, any_ready;
    wire [CTX_W-1:0] sel;
    wire [N_CTX-1:0] grant_onehot;  // granted_q, and blk_ready with PREP = 2
    hc_rr_arbiter #(
        .N      (N_CTX),
        .INDEX_W(CTX_W)
    ) u_grant_arbiter (
        .clk        (clk),
        .rst_n      (rst_n),
        .request    (ready_c),
        .accept     (grant),
        .grant_valid(any_ready),
        .grant      (grant_onehot),
        .grant_index(sel)
    );

    assign enter = entry_edge & ((PREP != 0) ? gp_q : grant_q);
    assign grant = any_ready & (~grant_q | enter);
    wire   prep  = (PREP != 0) & grant_q & ~gp_q;

    assign start_load  = (PREP != 0) ? prep : grant;
    assign start_ctx   = (PREP != 0) ? gsel_q : sel;
    assign start_first = (PREP != 0) ? g_first_q : blk_first[sel];
    assign start_chain = (PREP == 0) & x_valid_q & (x_ctx_q == sel);
    assign entry_ctx   = gsel_q;
    assign entry_first = g_first_q;

    always @(posedge clk) begin
        if (!rst_n) begin
            grant_q   <= 1'b0;
            granted_q <= {N_CTX{1'b0}};
            gp_q      <= 1'b0;
        end else begin
            if (grant)      grant_q <= 1'b1;
            else if (enter) grant_q <= 1'b0;
            if (grant)      granted_q <= grant_onehot;
            else if (enter) granted_q <= {N_CTX{1'b0}};
            if (enter)      gp_q <= 1'b0;
            else if (prep)  gp_q <= 1'b1;
        end
        if (grant) begin
            gsel_q    <= sel;
            g_first_q <= blk_first[sel];
            g_last_q  <= blk_last[sel];
            g_err_q   <= blk_err[sel];
        end
    end

    generate
        if (PREP == 2) begin : g_ready_at_prep
            // the clock after the grant (prep), from a register: the padding unit
            // clears its block on blk_ready, and decoding gsel_q there was
            // sha512_precomp4's path into its 1024 flip-flops' resets
            reg [N_CTX-1:0] ready_q;
            always @(posedge clk) begin
                if (!rst_n)     ready_q <= {N_CTX{1'b0}};
                else if (grant) ready_q <= grant_onehot;
                else            ready_q <= {N_CTX{1'b0}};
            end
            assign blk_ready = ready_q;
        end
        // at the entry edge (no iteration with PREP = 2; the loop is not in an if block,
        // so the 32-bit netlists keep their names)
        for (c = 0; c < ((PREP == 2) ? 0 : N_CTX); c = c + 1) begin : g_ready
            assign blk_ready[c] = enter & (gsel_q == c);
        end
    endgenerate

    // ------------------------------------------------------------------ slots
    // shift with the waves, stage 0 from the entry
    wire [STAGES-1:0]       sv_d, sfirst_d, slast_d, serr_d;
    wire [CTX_W*STAGES-1:0] sctx_d;
    assign sv_d[0]           = enter;
    assign sfirst_d[0]       = g_first_q;
    assign slast_d[0]        = g_last_q;
    assign serr_d[0]         = g_err_q;
    assign sctx_d[CTX_W-1:0] = gsel_q;
    generate
        if (STAGES > 1) begin : g_shift
            assign sv_d[STAGES-1:1]     = sv_q[STAGES-2:0];
            assign sfirst_d[STAGES-1:1] = sfirst_q[STAGES-2:0];
            assign slast_d[STAGES-1:1]  = slast_q[STAGES-2:0];
            assign serr_d[STAGES-1:1]   = serr_q[STAGES-2:0];
            assign sctx_d[CTX_W*STAGES-1:CTX_W] = sctx_q[CTX_W*(STAGES-1)-1:0];
        end
    endgenerate

    always @(posedge clk) begin
        if (!rst_n)          sv_q <= {STAGES{1'b0}};
        else if (entry_edge) sv_q <= sv_d;
        if (entry_edge) begin
            sfirst_q <= sfirst_d;
            slast_q  <= slast_d;
            serr_q   <= serr_d;
            sctx_q   <= sctx_d;
        end
    end

    // ------------------------------------------------------------------ exit and digests
    reg              dig_valid_q;
    reg  [TID_W-1:0] dig_tid_q;
    reg              dig_err_q;
    reg  [CTX_W-1:0] dig_ctx_q;   // context of the digest in the output register
    // Several contexts: the output arbiter chooses the next digest a clock ahead. The
    // candidate registers (g_candidate's cand_*) take its choice among the pending flags
    // as they are after this clock (pend_d), when they are empty or their digest is
    // taken now, and hold it until it is taken. So take and take_ctx start at
    // flip-flops: take_ctx steers the caller's digest multiplexer (N_CTX digests wide),
    // and the arbiter sits between registers of its own rather than in front of that
    // multiplexer and of pend_q's clear (the loop pend_q -> arbiter -> take -> pend_q
    // held sha1_conv4 and sha1_precomp4 to 78 and 90 MHz on ECP5). A digest that becomes
    // pending with no candidate waiting is taken as early as before; each
    // waits behind at most N_CTX - 1 others. One context: no choice to make.
    reg  [N_CTX-1:0] pend_d;       // pend_q after this clock
    reg  [N_CTX-1:0] taken;        // the context whose digest is taken now, one-hot
    always @(*) begin
        for (k = 0; k < N_CTX; k = k + 1)
            pend_d[k] = (pend_q[k] | x_done_q[k]) & ~taken[k];
    end
    generate
        if (N_CTX > 1) begin : g_candidate
            reg              cand_v_q;     // the candidate's digest is pending
            reg  [N_CTX-1:0] cand_q;       // its context, one-hot
            reg  [CTX_W-1:0] cand_ctx_q;   // its context's number
            wire             cand_pick = ~cand_v_q | take;   // the candidate is chosen now
            wire             any_pend;
            wire [N_CTX-1:0] pick_onehot;
            wire [CTX_W-1:0] pick_ctx;
            hc_rr_arbiter #(
                .N      (N_CTX),
                .INDEX_W(CTX_W)
            ) u_output_arbiter (
                .clk        (clk),
                .rst_n      (rst_n),
                .request    (pend_d),
                .accept     (cand_pick & any_pend),
                .grant_valid(any_pend),
                .grant      (pick_onehot),
                .grant_index(pick_ctx)
            );
            assign take     = (~dig_valid_q | dig_ready) & cand_v_q;
            assign take_ctx = cand_ctx_q;
            always @(*) taken = {N_CTX{take}} & cand_q;
            always @(posedge clk) begin
                if (!rst_n)         cand_v_q <= 1'b0;
                else if (cand_pick) cand_v_q <= any_pend;
                if (cand_pick) begin
                    cand_q     <= pick_onehot;
                    cand_ctx_q <= pick_ctx;
                end
            end
        end else begin : g_one
            assign take     = (~dig_valid_q | dig_ready) & pend_q[0];
            assign take_ctx = {CTX_W{1'b0}};
            always @(*) taken = {N_CTX{take}};
        end
    endgenerate

    wire [CTX_W-1:0] out_ctx = sctx_q[CTX_W*(STAGES-1) +: CTX_W];
    // one-hot: context k's block leaves the last stage for the exit register now
    reg  [N_CTX-1:0] leave_c;
    always @(*) begin
        for (k = 0; k < N_CTX; k = k + 1)
            leave_c[k] = exit_edge & sv_q[STAGES-1] & (out_ctx == k[CTX_W-1:0]);
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            x_valid_q   <= 1'b0;
            x_done_q    <= {N_CTX{1'b0}};
            inflight_q  <= {N_CTX{1'b0}};
            pend_q      <= {N_CTX{1'b0}};
            dig_valid_q <= 1'b0;
        end else begin
            x_valid_q <= exit_edge & sv_q[STAGES-1];
            x_done_q  <= leave_c & {N_CTX{slast_q[STAGES-1]}};
            pend_q    <= pend_d;
            // (the entering block is the granted one: enter implies grant_q)
            inflight_q <= (inflight_q & ~leave_c) | ({N_CTX{enter}} & granted_q);
            if (take)           dig_valid_q <= 1'b1;
            else if (dig_ready) dig_valid_q <= 1'b0;
        end
        if (exit_edge) begin
            x_first_q <= sfirst_q[STAGES-1];
            x_last_q  <= slast_q[STAGES-1];
            x_err_q   <= serr_q[STAGES-1];
            x_ctx_q   <= out_ctx;
        end
        if (x_valid_q && x_last_q) err_q[x_ctx_q] <= x_err_q;
        // (a context starts a message only with no digest of it pending: tid_q is free)
        if (((PREP == 2) ? prep : enter) && g_first_q)
            tid_q[gsel_q] <= blk_tid[TID_W*gsel_q +: TID_W];
        if (take) begin
            dig_tid_q <= tid_q[take_ctx];
            dig_err_q <= err_q[take_ctx];
            dig_ctx_q <= take_ctx;
        end
    end

    assign leave_ctx   = out_ctx;
    assign leave_first = sfirst_q[STAGES-1];
    assign exit_valid = x_valid_q;
    assign exit_first = x_first_q;
    assign exit_ctx   = x_ctx_q;
    // (a context's next message enters only with nothing of it in the exit register)
    assign exit_tid   = tid_q[x_ctx_q];
    assign dig_tid    = dig_tid_q;
    assign dig_err    = dig_err_q;
    assign dig_valid  = dig_valid_q;

    generate
        for (c = 0; c < N_CTX; c = c + 1) begin : g_idle
            assign ctx_idle[c] = ~inflight_q[c] & ~pend_q[c]
                               & ~(x_valid_q & (x_ctx_q == c)) & ~granted_q[c]
                               & ~(dig_valid_q & (dig_ctx_q == c));
        end
    endgenerate

endmodule
`default_nettype wire
