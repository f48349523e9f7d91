`default_nettype none
// RIPEMD block core: RIPEMD-128, -160, -256 or -320 (DIGEST_BITS), both lines computed
// in parallel, STEPS steps of each line per clock (the RIPEMD-160 paper, section 2: the
// left and the right line read the same block and meet only in the chaining addition,
// or, in the double-width versions, in the word exchange after each round). Ports:
// docs/interface.md, "Multi-message block core", with one context (N_CTX = 1): the
// single-message block core's handshake.
//
// Sizes (the RIPEMD page's definitions beside the paper's RIPEMD-160):
//   DIGEST_BITS  rounds  words per line  chaining value
//   128          4       4               4 words, both lines start from it
//   160          5       5               5 words, both lines start from it
//   256          4       4               8 words: left line 0..3, right line 4..7
//   320          5       5               10 words: left line 0..4, right line 5..9
//
// Words: the block is 16 little-endian words (as MD4 and MD5), X[k] = bytes 4k .. 4k+3
// with byte 4k the least significant; blk_data has message byte n in [511-8n -: 8]
// (docs/interface.md), so X[k] is that block's bytes reversed word by word. The digest
// is the chaining words, each written low byte first: m_digest has digest byte 0 = the
// low byte of h0 in its top byte.
//
// A block takes 16 * rounds / STEPS + 2 clocks: the clock it is taken (the block register and
// the first steps' X + K from blk_data, the state from the IV for a message's first
// block), the steps, and one clock for the chaining addition, which also leaves the new
// chaining value in both lines' state for the message's next block. After a message's
// last block the chaining value is the digest, held while not taken: a message's first
// block starts only once it is taken (or in the clock it is).
//
// Everything a step selects is registered ahead, so the steps' paths start at registers
// holding selected values, never at the step counter: the step table's outputs
// (hc_ripemd_step_table, one look-up per step of a clock) pass through AHEAD + 1
// registers, desc_q[AHEAD] (the clock AHEAD ahead, read from the counter) to desc_q[0]
// (the running clock's steps: function, rotation, exchange); X[k] + K of a step is added
// from desc_q[AHEAD]'s word and round, beside the steps, a clock before its use
// (PRE = 0), or two, with A added the clock between (PRE = 1,
// 000_026659c184445444.txt: A of the step n steps ahead is a word of the running
// clock's state, a register (E or D for the next step, D or C for the one after), or
// the other line's across an exchange of that word).
module hc_ripemd_core #(
    parameter DIGEST_BITS = 160,  // 128, 160, 256, 320
    parameter STEPS       = 1,    // steps of each line per clock: 1 or 2
    parameter PRE         = 0,    // A + X + K registered a step ahead (000)
    parameter TID_W       = 1     // width of blk_tid / dig_tid
) (
    input  wire                   clk,
    input  wire                   rst_n,
    input  wire [511:0]           blk_data,   // first message byte in the MSB byte
    input  wire                   blk_first,
    input  wire                   blk_last,
    input  wire                   blk_err,    // with blk_last: the message was malformed
    input  wire [TID_W-1:0]       blk_tid,
    input  wire                   blk_valid,
    output wire                   blk_ready,
    output wire [DIGEST_BITS-1:0] dig_data,   // first digest byte in the MSB byte
    output wire [TID_W-1:0]       dig_tid,
    output wire                   dig_err,
    output wire                   dig_valid,
    input  wire                   dig_ready,
    output wire                   ctx_idle    // nothing of the context is in the core
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_ripemd_param_check #(.DIGEST_BITS(DIGEST_BITS), .STEPS(STEPS), .PRE(PRE), .TID_W(TID_W))
        u_ripemd_param_check ();

    localparam DOUBLE = (DIGEST_BITS == 256 || DIGEST_BITS == 320) ? 1 : 0;
    localparam WORDS  = (DIGEST_BITS == 128 || DIGEST_BITS == 256) ? 4 : 5;
    localparam ROUNDS = WORDS;            // 4 rounds on 4 words, 5 on 5
    localparam LINE_W = 32 * WORDS;       // one line's state
    localparam AHEAD  = 1 + PRE;          // clocks between a step's table look-up and its use
    localparam DESC_W = 3 + 3 + 3 + 4 + 4 + 4 + 4 + ROUNDS;
    localparam CLK_DESC_W = DESC_W * STEPS;
    // the first step of the clock before the block's last clock
    localparam integer PENULTIMATE_I = 16 * ROUNDS - 2 * STEPS;
    localparam [6:0]   PENULTIMATE   = PENULTIMATE_I[6:0];

    // the paper's initial value (MD4's A..D, and E) and the double-width versions' right
    // line's
    localparam [159:0] IV_LEFT  = {32'hC3D2E1F0, 32'h10325476, 32'h98BADCFE, 32'hEFCDAB89, 32'h67452301};
    localparam [159:0] IV_RIGHT = {32'h3C2D1E0F, 32'h01234567, 32'h89ABCDEF, 32'hFEDCBA98, 32'h76543210};
    localparam [LINE_W-1:0] IV_L = IV_LEFT[LINE_W-1:0];
    localparam [LINE_W-1:0] IV_R = (DOUBLE != 0) ? IV_RIGHT[LINE_W-1:0] : IV_LEFT[LINE_W-1:0];
    localparam [2*LINE_W-1:0]    IV_BOTH = {IV_R, IV_L};
    localparam [DIGEST_BITS-1:0] IV_H    = IV_BOTH[DIGEST_BITS-1:0];

    // the constants of round j: the integer parts of 2^30 times the square roots (left)
    // and the cube roots (right) of 2, 3, 5, 7 (the paper's K and K'); the left line's
    // first round and the right line's last add 0
    function [31:0] k_left(input [2:0] j);
        case (j)
            3'd0:    k_left = 32'h00000000;
            3'd1:    k_left = 32'h5A827999;
            3'd2:    k_left = 32'h6ED9EBA1;
            3'd3:    k_left = 32'h8F1BBCDC;
            default: k_left = 32'hA953FD4E;
        endcase
    endfunction
    function [31:0] k_right(input [2:0] j);
        if (j == ROUNDS[2:0] - 3'd1)
            k_right = 32'h00000000;
        else
            case (j)
                3'd0:    k_right = 32'h50A28BE6;
                3'd1:    k_right = 32'h5C4DD124;
                3'd2:    k_right = 32'h6D703EF3;
                default: k_right = 32'h7A6D76E9;
            endcase
    endfunction

    genvar w, n;

    // X[k] in [32k +: 32]: RIPEMD's little-endian words
    wire [511:0] blk_x;
    generate
        for (w = 0; w < 64; w = w + 1) begin : g_byte
            assign blk_x[8*w +: 8] = blk_data[511 - 8*w -: 8];
        end
    endgenerate

    // ------------------------------------------------------------ step descriptors
    // desc: {round, func_left, func_right, word_left, word_right, shift_left,
    // shift_right, swap}; a clock's: STEPS of them, step s of the clock in
    // [DESC_W*s +: DESC_W]
    reg  [6:0]          step_q;       // the clock's first step
    reg  [CLK_DESC_W-1:0] desc_q [0:AHEAD];  // the clocks 0 .. AHEAD ahead
    wire [CLK_DESC_W-1:0] desc_fetch;        // the clock AHEAD + 1 ahead
    wire [CLK_DESC_W*(AHEAD+1)-1:0] desc_load;  // steps 0 .. STEPS * (AHEAD+1) - 1

    generate
        for (n = 0; n < STEPS; n = n + 1) begin : g_fetch_desc
            localparam integer OFFSET_I = STEPS * (AHEAD + 1) + n;
            localparam [6:0]   OFFSET   = OFFSET_I[6:0];
            // runs past the last step in the last clocks: those look-ups are never used
            hc_ripemd_step_table #(.ROUNDS(ROUNDS), .DOUBLE(DOUBLE)) u_fetch (
                .step(step_q + OFFSET),
                .desc(desc_fetch[DESC_W*n +: DESC_W])
            );
        end
        for (n = 0; n < STEPS * (AHEAD + 1); n = n + 1) begin : g_load_desc
            localparam [6:0] STEP_N = n;
            hc_ripemd_step_table #(.ROUNDS(ROUNDS), .DOUBLE(DOUBLE)) u_load (
                .step(STEP_N),
                .desc(desc_load[DESC_W*n +: DESC_W])
            );
        end
    endgenerate

    // the running clock's steps, and the clock X + K is fetched for (AHEAD ahead)
    wire [CLK_DESC_W-1:0] run_desc = desc_q[0];
    wire [CLK_DESC_W-1:0] xk_desc  = desc_q[AHEAD];
    // the exchange after the clock's last step (a round's last step is always a clock's
    // last: 16 is a multiple of STEPS)
    wire [ROUNDS-1:0] run_swap = run_desc[DESC_W*(STEPS-1) +: ROUNDS];

    // ------------------------------------------------------------ control
    reg                   busy_q;       // steps in progress
    reg                   fin_q;        // the chaining-addition clock
    reg                   dig_valid_q;  // digest valid, not yet taken
    reg                   last_q, err_q;
    reg  [TID_W-1:0]      tid_q;
    reg                   last_clk_q;   // the running clock has the block's last step

    // an idle core takes a block once no digest is held (or it is taken now)
    wire take = blk_valid & ~busy_q & ~fin_q & (~dig_valid_q | dig_ready);

    always @(posedge clk) begin
        if (!rst_n) begin
            busy_q      <= 1'b0;
            fin_q       <= 1'b0;
            dig_valid_q <= 1'b0;
            last_clk_q  <= 1'b0;
        end else begin
            busy_q      <= take | (busy_q & ~last_clk_q);
            fin_q       <= busy_q & last_clk_q;
            last_clk_q  <= busy_q & ~last_clk_q & (step_q == PENULTIMATE);
            if (fin_q && last_q) dig_valid_q <= 1'b1;
            else if (dig_ready)  dig_valid_q <= 1'b0;
        end
        if (take) begin
            last_q <= blk_last;
            err_q  <= blk_err;
            tid_q  <= blk_tid;
        end
    end

    // ------------------------------------------------------------ datapath
    reg  [511:0]            x_q;       // the block's words
    reg  [LINE_W-1:0]       left_q, right_q;
    reg  [DIGEST_BITS-1:0]  h_q;       // chaining value; the digest after a last block
    // X + K per step of a clock, per line: of the running clock (PRE = 0) or the next
    // (PRE = 1); with PRE, A + X + K of the running clock's steps
    reg  [32*STEPS-1:0]     xk_left_q, xk_right_q;
    reg  [32*STEPS-1:0]     pre_left_q, pre_right_q;

    // the steps of the clock, chained on each line: step s reads chain s, writes s + 1
    wire [LINE_W*(STEPS+1)-1:0] chain_left, chain_right;
    assign chain_left[LINE_W-1:0]  = left_q;
    assign chain_right[LINE_W-1:0] = right_q;
    generate
        for (n = 0; n < STEPS; n = n + 1) begin : g_steps
            wire [DESC_W-1:0] desc = run_desc[DESC_W*n +: DESC_W];
            hc_ripemd_step #(.WORDS(WORDS), .PRE(PRE)) u_left (
                .state     (chain_left[LINE_W*n +: LINE_W]),
                .func      (desc[DESC_W-4 -: 3]),
                .shift     (desc[ROUNDS+7 -: 4]),
                .addend    ((PRE != 0) ? pre_left_q[32*n +: 32] : xk_left_q[32*n +: 32]),
                .state_next(chain_left[LINE_W*(n+1) +: LINE_W])
            );
            hc_ripemd_step #(.WORDS(WORDS), .PRE(PRE)) u_right (
                .state     (chain_right[LINE_W*n +: LINE_W]),
                .func      (desc[DESC_W-7 -: 3]),
                .shift     (desc[ROUNDS+3 -: 4]),
                .addend    ((PRE != 0) ? pre_right_q[32*n +: 32] : xk_right_q[32*n +: 32]),
                .state_next(chain_right[LINE_W*(n+1) +: LINE_W])
            );
            // the running steps need no word index or round, and the exchange only
            // after the last
            wire unused_desc = &{1'b0, desc[DESC_W-1 -: 3], desc[ROUNDS+15 -: 8],
                                 desc[ROUNDS-1:0]};
        end
    endgenerate
    wire [LINE_W-1:0] step_left  = chain_left[LINE_W*STEPS +: LINE_W];
    wire [LINE_W-1:0] step_right = chain_right[LINE_W*STEPS +: LINE_W];

    // the double-width versions' exchange after a round's last step (run_swap is zero
    // in the others)
    wire [LINE_W-1:0] next_left, next_right;
    generate
        for (w = 0; w < WORDS; w = w + 1) begin : g_swap
            assign next_left[32*w +: 32]  = run_swap[w] ? step_right[32*w +: 32] : step_left[32*w +: 32];
            assign next_right[32*w +: 32] = run_swap[w] ? step_left[32*w +: 32] : step_right[32*w +: 32];
        end
    endgenerate

    // the chaining addition (the paper's "T := h1 + C + D'; h1 := h2 + D + E'; ...":
    // word i takes h[i+1], the left line's word i+2 and the right line's i+3, indices mod
    // the words; the double-width versions add each line to its own half)
    wire [DIGEST_BITS-1:0] h_next;
    generate
        for (w = 0; w < WORDS; w = w + 1) begin : g_chain
            if (DOUBLE != 0) begin : g_double
                assign h_next[32*w +: 32]          = h_q[32*w +: 32] + left_q[32*w +: 32];
                assign h_next[LINE_W + 32*w +: 32] = h_q[LINE_W + 32*w +: 32] + right_q[32*w +: 32];
            end else begin : g_single
                assign h_next[32*w +: 32] = h_q[32*((w + 1) % WORDS) +: 32]
                                          + left_q[32*((w + 2) % WORDS) +: 32]
                                          + right_q[32*((w + 3) % WORDS) +: 32];
            end
        end
    endgenerate

    // A of the step `ahead` steps after a state's first (0 <= ahead < WORDS): its word 0,
    // or its word WORDS - ahead, which moves to A through E, D, ...; with five words, a
    // word that passes C -> D on the way is rotated by 10 (the step's C <<< 10)
    function [31:0] a_ahead(input [LINE_W-1:0] state, input integer ahead);
        begin
            if (ahead == 0)
                a_ahead = state[31:0];
            else
                a_ahead = state[32*(WORDS - ahead) +: 32];
            if (WORDS == 5 && ahead != 0 && WORDS - ahead <= 2)
                a_ahead = {a_ahead[21:0], a_ahead[31:22]};
        end
    endfunction

    // X + K of the clock AHEAD ahead from the block register; at a take, X + K of the
    // first AHEAD clocks' steps from the taken block (their words are constants)
    wire [32*STEPS-1:0] fetch_left, fetch_right;
    wire [32*STEPS*AHEAD-1:0] load_left, load_right;
    // A + X + K: of the next clock's steps (their A a register of this clock's state, or
    // the other line's across an exchange of the word it comes from), and at a take of
    // the first clock's steps from the starting state (the IV, or the chaining value the
    // last addition left)
    wire [32*STEPS-1:0] pre_next_left, pre_next_right, pre_load_left, pre_load_right;
    generate
        for (n = 0; n < STEPS; n = n + 1) begin : g_fetch_xk
            wire [DESC_W-1:0] desc = xk_desc[DESC_W*n +: DESC_W];
            // the fetch needs no function, rotation or exchange
            wire unused_desc = &{1'b0, desc[DESC_W-4 -: 6], desc[ROUNDS+7:0]};
            assign fetch_left[32*n +: 32]  = x_q[32*desc[ROUNDS+15 -: 4] +: 32]
                                           + k_left(desc[DESC_W-1 -: 3]);
            assign fetch_right[32*n +: 32] = x_q[32*desc[ROUNDS+11 -: 4] +: 32]
                                           + k_right(desc[DESC_W-1 -: 3]);
            // the next clock's step n is STEPS + n steps after this clock's first; its A
            // is the next state's word 0 (n = 0) or last word (n = 1)
            localparam integer SWAP_BIT = (n == 0) ? 0 : WORDS - 1;
            assign pre_next_left[32*n +: 32]  = (run_swap[SWAP_BIT] ? a_ahead(right_q, STEPS + n)
                                                                    : a_ahead(left_q, STEPS + n))
                                              + xk_left_q[32*n +: 32];
            assign pre_next_right[32*n +: 32] = (run_swap[SWAP_BIT] ? a_ahead(left_q, STEPS + n)
                                                                    : a_ahead(right_q, STEPS + n))
                                              + xk_right_q[32*n +: 32];
            assign pre_load_left[32*n +: 32]  = (blk_first ? a_ahead(IV_L, n) : a_ahead(left_q, n))
                                              + load_left[32*n +: 32];
            assign pre_load_right[32*n +: 32] = (blk_first ? a_ahead(IV_R, n) : a_ahead(right_q, n))
                                              + load_right[32*n +: 32];
        end
        for (n = 0; n < STEPS * AHEAD; n = n + 1) begin : g_load_xk
            assign load_left[32*n +: 32]  = blk_x[32*desc_load[DESC_W*n + ROUNDS+15 -: 4] +: 32]
                                          + k_left(3'd0);
            assign load_right[32*n +: 32] = blk_x[32*desc_load[DESC_W*n + ROUNDS+11 -: 4] +: 32]
                                          + k_right(3'd0);
        end
    endgenerate

    integer d;
    always @(posedge clk) begin
        if (take) begin
            x_q <= blk_x;
            for (d = 0; d <= AHEAD; d = d + 1)
                desc_q[d] <= desc_load[CLK_DESC_W*d +: CLK_DESC_W];
            step_q      <= 7'd0;
            xk_left_q   <= load_left[32*STEPS*(AHEAD-1) +: 32*STEPS];
            xk_right_q  <= load_right[32*STEPS*(AHEAD-1) +: 32*STEPS];
            pre_left_q  <= pre_load_left;
            pre_right_q <= pre_load_right;
            if (blk_first) begin
                left_q  <= IV_L;
                right_q <= IV_R;
                h_q     <= IV_H;
            end
        end else if (busy_q) begin
            for (d = 0; d < AHEAD; d = d + 1)
                desc_q[d] <= desc_q[d + 1];
            desc_q[AHEAD] <= desc_fetch;
            step_q      <= step_q + STEPS[6:0];
            xk_left_q   <= fetch_left;
            xk_right_q  <= fetch_right;
            pre_left_q  <= pre_next_left;
            pre_right_q <= pre_next_right;
            left_q      <= next_left;
            right_q     <= next_right;
        end else if (fin_q) begin
            h_q     <= h_next;
            left_q  <= h_next[LINE_W-1:0];
            right_q <= (DOUBLE != 0) ? h_next[DIGEST_BITS-1 -: LINE_W] : h_next[LINE_W-1:0];
        end
    end

    // the digest: word w's byte m is digest byte 4w + m
    generate
        for (n = 0; n < DIGEST_BITS / 8; n = n + 1) begin : g_digest
            assign dig_data[DIGEST_BITS - 1 - 8*n -: 8] = h_q[32*(n/4) + 8*(n%4) +: 8];
        end
    endgenerate

    assign blk_ready = take;
    assign dig_tid   = tid_q;
    assign dig_err   = err_q;
    assign dig_valid = dig_valid_q;
    assign ctx_idle  = ~busy_q & ~fin_q & ~dig_valid_q;

endmodule
`default_nettype wire
