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
// back-pressure never corrupts it and costs no digest register. That control is the
// shared one of one-stage cores that chain in place, hc_block_seq (rtl/common).
//
// Four stages: all stages move their blocks on together every 16 / STEPS clocks (a
// wave); the scheduling (grant, entry, exit register, contexts, digest order) and the
// chaining data (each context's chaining value H, the exit register's state, the granted
// block's starting state, the digest register) are the shared ones of multi-context
// pipelines, hc_wave_chain (rtl/common), this core keeping the stages. One message's next block enters a
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
    parameter TID_W   = 1   // width of blk_tid / dig_tid
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
    output wire [127:0]             dig_data,   // first digest byte in the MSB byte
    output wire [TID_W-1:0]         dig_tid,
    output wire                     dig_err,
    output wire                     dig_valid,
    input  wire                     dig_ready,
    // context c has nothing in the core: no block granted or in flight, no digest
    output wire [N_CTX-1:0]         ctx_idle
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_md5_param_check #(.STEPS(STEPS), .SPECIAL(SPECIAL), .PRE(PRE), .STAGES(STAGES), .N_CTX(N_CTX), .TID_W(TID_W))
        u_md5_param_check ();

    localparam L     = 64 / (STAGES * STEPS);   // clocks per block in a stage
    localparam CNT_W = $clog2(L);
    localparam CTX_W = (N_CTX > 1) ? $clog2(N_CTX) : 1;

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

    generate
        if (STAGES == 1) begin : g_one
            // -------------------------------------------------------- single message
            // hc_block_seq: when a block starts (from the IV, or following the block
            // before without a gap), the chaining value it adds in its last clock, the
            // message's tid and error flag, the digest handshake
            wire             take, load_iv, busy;
            wire [CNT_W-1:0] cnt_q;
            wire [127:0]     st_q, st_next, H_last_q, unused_chain_next;
            wire [511:0]     unused_blk;
            hc_block_seq #(
                .CLOCKS (L),
                .CNT_W  (CNT_W),
                .TID_W  (TID_W),
                .STATE_W(128)
            ) u_seq (
                .clk        (clk),
                .rst_n      (rst_n),
                .blk_first  (blk_first[0]),
                .blk_last   (blk_last[0]),
                .blk_err    (blk_err[0]),
                .blk_tid    (blk_tid),
                .blk_valid  (blk_valid[0]),
                .blk_ready  (blk_ready[0]),
                .state      (st_q),
                .take       (take),
                .from_iv    (load_iv),
                .busy       (busy),
                .clock_index(cnt_q),
                .chain_next (unused_chain_next),
                .chain_q    (H_last_q),
                .dig_tid    (dig_tid),
                .dig_err    (dig_err),
                .dig_valid  (dig_valid),
                .dig_ready  (dig_ready),
                .idle       (ctx_idle[0])
            );

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
                .run       (busy),
                .cnt       (cnt_q),
                .h         (H_last_q),
                .in_state  (IV),
                .in_block  (blk_x),
                .in_xt     ({64*STEPS{1'b0}}),
                .state_q   (st_q),
                .state_next(st_next),
                .block_q   (unused_blk)
            );

            // after a message's last block the state holds its chaining value: the digest
            assign dig_data = digest_bytes(st_q);
            wire unused_one = &{1'b0, unused_blk, st_next, unused_chain_next};
        end else begin : g_pipe
            // -------------------------------------------------------- four stages
            // hc_wave_chain (hc_wave_sched and the chaining data: wave timing, grant and
            // entry, contexts and their H, exit register, digest order); here the stages
            wire [CNT_W-1:0] wave_clock;
            wire             wave_end, entry_edge, enter, entry_first, start_load;
            wire [CTX_W-1:0] start_ctx, entry_ctx;
            wire [127:0]     g_state, unused_start_state, dig_state;
            wire [128*STAGES-1:0] st_next;
            hc_wave_chain #(
                .STAGES     (STAGES),
                .WAVE_CLOCKS(L),
                .N_CTX      (N_CTX),
                .TID_W      (TID_W),
                .PREP       (1),  // starting values from registers (L >= 2 here)
                .WORD_W     (32),
                .WORDS      (4),
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
                .exit_state (st_next[128*(STAGES-1) +: 128]),
                .wave_clock (wave_clock),
                .wave_end   (wave_end),
                .entry_edge (entry_edge),
                .enter      (enter),
                .entry_ctx  (entry_ctx),
                .entry_first(entry_first),
                .start_load (start_load),
                .start_ctx  (start_ctx),
                .start_state(unused_start_state),
                .grant_state(g_state),
                .dig_state  (dig_state),
                .dig_tid    (dig_tid),
                .dig_err    (dig_err),
                .dig_valid  (dig_valid),
                .dig_ready  (dig_ready),
                .ctx_idle   (ctx_idle)
            );

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
            always @(posedge clk) begin
                if (start_load)
                    g_xt_q <= s_xt;
            end

            // ---------------------------------------------------- stages
            wire [512*STAGES-1:0] st_block;
            for (st = 0; st < STAGES; st = st + 1) begin : g_stage
                wire [127:0] i_state;
                wire [511:0] i_block;
                wire [127:0] unused_state_q;
                if (st == 0) begin : g_entry
                    assign i_state = g_state;
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

            assign dig_data = digest_bytes(dig_state);

            // the last stage's block is not needed after step 63
            wire unused_pipe = &{1'b0, entry_first, enter, entry_edge, unused_start_state,
                                 st_block[512*(STAGES-1) +: 512]};
        end
    endgenerate
endmodule
`default_nettype wire
