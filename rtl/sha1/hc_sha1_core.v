`default_nettype none
// SHA-1 block core (FIPS 180-4 section 6.1): STAGES stages of hc_sha1_stage,
// ROUNDS_PER_CLOCK rounds per clock, PRE the pre-computed round, N_CTX message contexts.
// Ports: docs/interface.md, "Multi-message block core" (one block channel per context;
// with N_CTX = 1 it is the single-message block core's handshake). The points:
//   STAGES = 1, ROUNDS_PER_CLOCK = 1   iterative, the textbook round, one per clock
//   STAGES = 1, ROUNDS_PER_CLOCK = 2   two rounds per clock
//   PRE = 1                            the round of 000_026659c184445444.txt, Eq. 3
//   STAGES = 4, N_CTX = 5              four stages of 20 rounds, one message per stage
//                                      (000 Fig. 1), each stage one f_t and one K_t
// Words: section 5.2.1, a block is 16 big-endian words, W_0 = blk_data[511:480]; the
// digest is H0 || H1 || H2 || H3 || H4 (section 6.1.2), H0 in the top word.
//
// One stage: 80 / ROUNDS_PER_CLOCK clocks of rounds per block, the last also doing the
// chaining addition (hc_sha1_stage, CHAIN), so the state then holds the next block's
// starting value: a block of the same message that is ready in that clock follows without
// a gap; a block that comes later, or a message's first block (from the IV), takes one
// clock to start. After a message's last block the state is the digest, held while not
// taken (the control is the shared hc_block_seq).
//
// Four stages: all stages move their blocks on together every 20 / ROUNDS_PER_CLOCK
// clocks (a wave); the shared frame of multi-context pipelines, hc_wave_chain, does the
// handshake and bookkeeping (hc_wave_sched) and keeps the chaining data (each context's
// chaining value H, the exit register's state, the granted block's starting state, the
// digest register); this core keeps the stages. A message's next block enters a wave after its previous one left
// (five waves per block); with N_CTX = 5 busy contexts every wave carries a block.
module hc_sha1_core #(
    parameter ROUNDS_PER_CLOCK = 1,  // rounds per clock: 1, 2, 4
    parameter PRE              = 0,  // the pre-computed round (000 Eq. 3)
    parameter STAGES           = 1,  // 1 or 4
    parameter N_CTX            = 1,  // message contexts (1 with one stage)
    parameter TID_W            = 1   // width of blk_tid / dig_tid
) (
    input  wire                     clk,
    input  wire                     rst_n,
    input  wire [512*N_CTX-1:0]     blk_data,   // first message byte in the MSB byte
    input  wire [N_CTX-1:0]         blk_first,
    input  wire [N_CTX-1:0]         blk_last,
    input  wire [N_CTX-1:0]         blk_err,    // with blk_last: the message was malformed
    input  wire [TID_W*N_CTX-1:0]   blk_tid,
    input  wire [N_CTX-1:0]         blk_valid,
    output wire [N_CTX-1:0]         blk_ready,
    output wire [159:0]             dig_data,   // first digest byte in the MSB byte
    output wire [TID_W-1:0]         dig_tid,
    output wire                     dig_err,
    output wire                     dig_valid,
    input  wire                     dig_ready,
    // context c has nothing in the core: no block granted or in flight, no digest
    output wire [N_CTX-1:0]         ctx_idle
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_sha1_param_check #(.ROUNDS_PER_CLOCK(ROUNDS_PER_CLOCK), .PRE(PRE), .STAGES(STAGES),
                          .N_CTX(N_CTX), .TID_W(TID_W))
        u_sha1_param_check ();

    localparam L     = 80 / (STAGES * ROUNDS_PER_CLOCK);  // clocks per block in a stage
    localparam CNT_W = $clog2(L + 1);                     // holds L: the stage's cnt + 1
    localparam CTX_W = (N_CTX > 1) ? $clog2(N_CTX) : 1;

    // FIPS 180-4 section 5.3.1: H0 .. H4
    localparam [159:0] IV = 160'h67452301_efcdab89_98badcfe_10325476_c3d2e1f0;

    genvar st;
    generate
        if (STAGES == 1) begin : g_one
            // -------------------------------------------------------- single message
            // hc_block_seq (rtl/common, shared with MD5): when a block starts (from the
            // IV, or following the block before without a gap), the chaining value the
            // stage adds in the block's last clock, the message's tid and error flag,
            // the digest handshake
            wire             take, from_iv, busy;
            wire [CNT_W-1:0] clock_index;
            wire [159:0]     state_q, state_next, chain_next, unused_chain_q;
            wire [511:0]     unused_window;
            hc_block_seq #(
                .CLOCKS (L),
                .CNT_W  (CNT_W),
                .TID_W  (TID_W),
                .STATE_W(160)
            ) u_seq (
                .clk        (clk),
                .rst_n      (rst_n),
                .blk_first  (blk_first[0]),
                .blk_last   (blk_last[0]),
                .blk_err    (blk_err[0]),
                .blk_tid    (blk_tid),
                .blk_valid  (blk_valid[0]),
                .blk_ready  (blk_ready[0]),
                .state      (state_q),
                .take       (take),
                .from_iv    (from_iv),
                .busy       (busy),
                .clock_index(clock_index),
                .chain_next (chain_next),
                .chain_q    (unused_chain_q),  // the stage registers its own copy
                .dig_tid    (dig_tid),
                .dig_err    (dig_err),
                .dig_valid  (dig_valid),
                .dig_ready  (dig_ready),
                .idle       (ctx_idle[0])
            );

            hc_sha1_stage #(
                .ROUNDS_PER_CLOCK(ROUNDS_PER_CLOCK),
                .GROUP           (4),
                .PRE             (PRE),
                .CNT_W           (CNT_W),
                .CHAIN           (1)
            ) u_stage (
                .clk       (clk),
                .load      (take),
                .take_state(from_iv),
                .run       (busy),
                .cnt       (clock_index),
                .h_next    (chain_next),
                .in_state  (IV),
                .in_window (blk_data),
                .state_q   (state_q),
                .state_next(state_next),
                .window_q  (unused_window)
            );

            // after a message's last block the state holds its chaining value: the
            // digest, H0 .. H4 (section 6.1.2)
            assign dig_data = state_q;
            wire unused_one = &{1'b0, unused_window, state_next, unused_chain_q};
        end else begin : g_pipe
            // -------------------------------------------------------- four stages
            // hc_wave_chain: the scheduling (hc_wave_sched) and the chaining data (each
            // context's H, the exit register, the granted block's starting state, the
            // digest register); here the stages
            wire [CNT_W-1:0] wave_clock;
            wire             wave_end, entry_edge, enter, entry_first, start_load;
            wire [CTX_W-1:0] start_ctx, entry_ctx;
            wire [159:0]     grant_state, unused_start_state;
            wire [160*STAGES-1:0] stage_next;
            hc_wave_chain #(
                .STAGES     (STAGES),
                .WAVE_CLOCKS(L),
                .N_CTX      (N_CTX),
                .TID_W      (TID_W),
                .PREP       (1),  // the granted block's starting state from registers
                .WORD_W     (32),
                .WORDS      (5),
                .CTX_W      (CTX_W),
                .CNT_W      (CNT_W)
            ) u_chain (
                .clk        (clk),
                .rst_n      (rst_n),
                .blk_first  (blk_first),
                .blk_last   (blk_last),
                .blk_err    (blk_err),
                .blk_tid    (blk_tid),
                .blk_valid  (blk_valid),
                .blk_ready  (blk_ready),
                .iv         (IV),
                .exit_state (stage_next[160*(STAGES-1) +: 160]),
                .wave_clock (wave_clock),
                .wave_end   (wave_end),
                .entry_edge (entry_edge),
                .enter      (enter),
                .entry_ctx  (entry_ctx),
                .entry_first(entry_first),
                .start_load (start_load),
                .start_ctx  (start_ctx),
                .start_state(unused_start_state),
                .grant_state(grant_state),
                .dig_state  (dig_data),  // H0 .. H4: the digest (section 6.1.2)
                .dig_tid    (dig_tid),
                .dig_err    (dig_err),
                .dig_valid  (dig_valid),
                .dig_ready  (dig_ready),
                .ctx_idle   (ctx_idle)
            );

            // stage s takes, at a wave end, stage s-1's state after round 20s-1 and its
            // window, which then holds W_{20s} .. W_{20s+15}
            wire [512*STAGES-1:0] stage_window;
            for (st = 0; st < STAGES; st = st + 1) begin : g_stage
                wire [159:0] i_state;
                wire [511:0] i_window;
                wire [159:0] unused_state_q;
                if (st == 0) begin : g_entry
                    assign i_state  = grant_state;
                    assign i_window = blk_data[512*entry_ctx +: 512];
                end else begin : g_follow
                    assign i_state  = stage_next[160*(st-1) +: 160];
                    assign i_window = stage_window[512*(st-1) +: 512];
                end
                hc_sha1_stage #(
                    .ROUNDS_PER_CLOCK(ROUNDS_PER_CLOCK),
                    .GROUP           (st),
                    .PRE             (PRE),
                    .CNT_W           (CNT_W),
                    .CHAIN           (0)
                ) u_stage (
                    .clk       (clk),
                    .load      (wave_end),
                    .take_state(wave_end),
                    .run       (1'b1),
                    .cnt       (wave_clock),
                    .h_next    (160'd0),
                    .in_state  (i_state),
                    .in_window (i_window),
                    .state_q   (unused_state_q),
                    .state_next(stage_next[160*st +: 160]),
                    .window_q  (stage_window[512*st +: 512])
                );
            end

            // the last stage's window is not needed after round 79
            wire unused_pipe = &{1'b0, entry_first, enter, entry_edge, start_load, start_ctx,
                                 unused_start_state, stage_window[512*(STAGES-1) +: 512]};
        end
    endgenerate
endmodule
`default_nettype wire
