`default_nettype none
// The chaining data of a multi-context block pipeline around its scheduler, hc_wave_sched
// (000_026659c184445444.txt Fig. 1: several messages in flight, one per stage): each
// context's chaining value H, the exit register's state, the granted block's starting
// state and the digest register, for a state of WORDS words of WORD_W bits added word by
// word (the Merkle-Damgard chaining of MD5, SHA-1 and SHA-2: H_i = H_{i-1} + state).
// The caller keeps the stages: stage 0 takes grant_state (and the block of entry_ctx)
// when enter, every stage moves on at wave_end, and the last stage's state after its last
// round is exit_state, taken at the end of a wave.
//   * exit: the block leaving the last stage goes into the exit register; in the next
//     clock its chaining addition (onto iv for a message's first block, else onto its
//     context's H) is written into its context's H;
//   * entry: with start_load, grant_state takes start_state, the starting value of the
//     block of start_ctx: iv for a message's first block, else its H, or the exit
//     register's sum in the clock that sum is written (start_chain, PREP = 0 only);
//   * digests: a context's H holds its digest until the digest register takes it (take,
//     round-robin in hc_wave_sched), so back-pressure never stalls the pipeline.
module hc_wave_chain #(
    parameter STAGES      = 4,   // hc_wave_sched
    parameter WAVE_CLOCKS = 16,  // hc_wave_sched
    parameter N_CTX       = 5,   // hc_wave_sched
    parameter TID_W       = 1,   // hc_wave_sched
    parameter PREP        = 0,   // hc_wave_sched
    parameter WORD_W      = 32,  // bits of a state word
    parameter WORDS       = 8,   // words of the state (and of H)
    parameter CTX_W       = (N_CTX > 1) ? $clog2(N_CTX) : 1,
    parameter CNT_W       = (WAVE_CLOCKS > 1) ? $clog2(WAVE_CLOCKS) : 1
) (
    input  wire                      clk,
    input  wire                      rst_n,
    // block channels, handshake side (the caller reads the data of entry_ctx / start_ctx)
    input  wire [N_CTX-1:0]          blk_first,
    input  wire [N_CTX-1:0]          blk_last,
    input  wire [N_CTX-1:0]          blk_err,
    input  wire [TID_W*N_CTX-1:0]    blk_tid,
    input  wire [N_CTX-1:0]          blk_valid,
    output wire [N_CTX-1:0]          blk_ready,
    input  wire [WORDS*WORD_W-1:0]   iv,           // a message's first starting value
    input  wire [WORDS*WORD_W-1:0]   exit_state,   // the last stage's state leaving it
    // wave timing and entry (hc_wave_sched)
    output wire [CNT_W-1:0]          wave_clock,
    output wire                      wave_end,
    output wire                      entry_edge,
    output wire                      enter,
    output wire [CTX_W-1:0]          entry_ctx,
    output wire                      entry_first,
    output wire                      start_load,   // grant_state takes start_state now
    output wire [CTX_W-1:0]          start_ctx,
    output wire [WORDS*WORD_W-1:0]   start_state,  // the starting value of start_ctx's block
    output wire [WORDS*WORD_W-1:0]   grant_state,  // stage 0's next starting value (a register)
    // digests: dig_state is H of the message in the digest register
    output wire [WORDS*WORD_W-1:0]   dig_state,
    output wire [TID_W-1:0]          dig_tid,
    output wire                      dig_err,
    output wire                      dig_valid,
    input  wire                      dig_ready,
    output wire [N_CTX-1:0]          ctx_idle
);
    generate
        if (WORD_W < 1 || WORDS < 1) begin : g_bad_words
            hc_error_WORDS_and_WORD_W_must_be_at_least_1 u_error ();
        end
    endgenerate

    localparam STATE_W = WORDS * WORD_W;

    wire             exit_edge, start_first, start_chain;
    wire             exit_valid, exit_first, take;
    wire [CTX_W-1:0] exit_ctx, take_ctx;
    hc_wave_sched #(
        .STAGES     (STAGES),
        .WAVE_CLOCKS(WAVE_CLOCKS),
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
        .exit_valid (exit_valid),
        .exit_first (exit_first),
        .exit_ctx   (exit_ctx),
        .take       (take),
        .take_ctx   (take_ctx),
        .dig_tid    (dig_tid),
        .dig_err    (dig_err),
        .dig_valid  (dig_valid),
        .dig_ready  (dig_ready),
        .ctx_idle   (ctx_idle)
    );

    reg  [STATE_W-1:0] H_q [0:N_CTX-1];  // chaining value; the digest while pending
    reg  [STATE_W-1:0] exit_state_q;     // the state of the block in the exit register
    reg  [STATE_W-1:0] grant_state_q;
    reg  [STATE_W-1:0] dig_q;

    // the chaining addition of the block in the exit register, word by word
    wire [STATE_W-1:0] exit_base = exit_first ? iv : H_q[exit_ctx];
    wire [STATE_W-1:0] chained;
    genvar w;
    generate
        for (w = 0; w < WORDS; w = w + 1) begin : g_add
            assign chained[WORD_W*w +: WORD_W] = exit_base[WORD_W*w +: WORD_W]
                                               + exit_state_q[WORD_W*w +: WORD_W];
        end
    endgenerate

    assign start_state = start_first ? iv : (start_chain ? chained : H_q[start_ctx]);

    always @(posedge clk) begin
        if (start_load)
            grant_state_q <= start_state;
        if (exit_edge)
            exit_state_q <= exit_state;
        if (exit_valid)
            H_q[exit_ctx] <= chained;
        if (take)
            dig_q <= H_q[take_ctx];
    end

    assign grant_state = grant_state_q;
    assign dig_state   = dig_q;
endmodule
`default_nettype wire
