`default_nettype none
// SHA-2 block core, conventional iterative architecture: one round per clock.
//
// WORD_BITS = 32: FIPS 180-4 section 6.2 (SHA-256) and 6.3 (SHA-224 = other IV, section
// 5.3.2, and the digest truncated to H0..H6): 64 rounds on 512-bit blocks.
// WORD_BITS = 64: section 6.4 (SHA-512), 6.5 (SHA-384), 6.7 (SHA-512/224, SHA-512/256):
// 80 rounds on 1024-bit blocks, the IV of DIGEST_BITS and the digest its leftmost
// DIGEST_BITS bits. Takes padded blocks, returns the digest of each message after its
// last block. Ports and byte order: docs/interface.md, "Block core". Below, R is the
// number of rounds (64 or 80).
//
// Timing: R + 1 clocks per block (65 or 81), also across message boundaries:
//   the start clock (idle, blk_valid = 1 and no digest held: a..g and h + K + W are
//   loaded, blk_first / blk_last / blk_tag taken) and R clocks of rounds t = 0..R-1
//   (busy_q = 1). After the last round the core is idle again: the digest (after a last
//   block) is valid at once and the next block can start in the same clock.
//   The message schedule reads the block a word per clock, W_0 in the start clock and
//   W_{t+1} in round t; blk_ready rises in round 14, when W_15 is read, and completes the
//   handshake (blk_data must stay stable while blk_valid is high and blk_ready low, the
//   usual valid/ready rule). So a block waiting when the core becomes idle starts R + 1
//   clocks after the previous one, and a block arriving at an idle core starts in the
//   clock it arrives: its digest is valid R + 1 clocks after blk_valid rose.
//
// Tricks that shorten the round or save area without leaving one round per clock:
//  * h + K_t + W_t is added one clock ahead into hKW_q (h is a copy of g, W_t and K_t are
//    known a round early), and the round adds with carry-save adders (hc_sha2_gen_round
//    with PRE = 1, CSA = 1; 000_026659c184445444.txt and 004_e1f17d10682e9c23.txt).
//    There is no h register: h is only ever used inside h + K + W, so its next value
//    feeds that sum directly.
//  * The K lookup is indexed by a register (n_q, the next round's index), not by a sum.
//  * The schedule takes the block a word at a time as the rounds need it
//    (hc_sha2_schedule): a 16:1 word multiplexer instead of a 2:1 multiplexer on the
//    whole block.
//  * The chaining addition H_i + (a..h) (FIPS 180-4 section 6.2.2 / 6.4.2, step 4) is
//    spread over the last rounds with two word adders instead of eight. Once rounds
//    R-4 .. R-1 have run, d, c, b, a hold the a-values of those rounds and h, g, f, e the
//    e-values. So H3 += a can happen while round R-3 runs (a then holds round R-4's
//    value), H2 during round R-2, H1 during round R-1, and H0 last; likewise H7..H4 with e. The words H0..H3
//    (and H4..H7) sit in a 4-word rotating register (Ha_q, He_q): the adder always reads
//    the word at the bottom and writes the sum at the top.
//    The last addition (H0 + a, H4 + e) is not stored: it stays an adder output, which
//    is the digest word and the next block's a (or e) while the core is idle; it is
//    written into the rotating register during the next block's round 0 (the adder then
//    adds zero to that a). So no clock is spent on the chaining addition.
//  * The first block of a message adds to the IV instead of the stored H: the adder input
//    is a small multiplexer of constants, not a reload of H. With CV_IN (HMAC key
//    contexts) the starting value takes the constants' place in that multiplexer: it is
//    shifted into H through the chaining adders before the first block (g_cv_in), so
//    that every block starts from H and the working variables' load multiplexers have no
//    starting-value input.
//
// Digest back-pressure: the digest is not copied into a buffer. While it is valid and not
// taken, the core does not start the next block: the digest is an adder output of
// registers that do not change while idle, so it stays stable. A block may also start in
// the clock the digest is taken (the start depends on dig_ready combinationally), so when
// the digest is taken at once the next message's first block follows without a gap.
// Buffering the digest instead would cost 8 words of flip-flops to gain only when the
// digest is taken late.
module hc_sha2_core #(
    parameter WORD_BITS   = 32,   // 32: SHA-224/256; 64: SHA-384/512, SHA-512/t
    // 32-bit words: 256 = SHA-256, 224 = SHA-224; 64-bit words: 512 = SHA-512,
    // 384 = SHA-384, 256 = SHA-512/256, 224 = SHA-512/224
    parameter DIGEST_BITS = 256,
    parameter TAG_W       = 1,    // width of blk_tag / dig_tag
    // 1: a first block starts from blk_cv instead of the IV, and dig_state gives the
    // whole chaining value (HMAC key contexts, RFC 2104 section 4); 0: blk_cv unused
    parameter CV_IN       = 0
) (
    input  wire                   clk,
    input  wire                   rst_n,
    input  wire [16*WORD_BITS-1:0] blk_data,  // first message byte in the MSB byte
    input  wire                   blk_first,  // first block of a message: start from the IV
    // CV_IN = 1: a first block starts from blk_cv (H0 in the MSBs, as dig_state) instead
    // of the IV; valid with the first block and held until it starts (the core shifts it
    // into H first: 5 clocks)
    input  wire [8*WORD_BITS-1:0] blk_cv,
    output wire [8*WORD_BITS-1:0] iv,         // the IV H(0), a constant (FIPS 180-4 5.3)
    input  wire                   blk_last,   // last block: a digest follows it
    input  wire [TAG_W-1:0]       blk_tag,    // user data, returned with the digest
    input  wire                   blk_valid,
    output wire                   blk_ready,
    output wire [DIGEST_BITS-1:0] dig_data,   // first digest byte in the MSB byte
    output wire [8*WORD_BITS-1:0] dig_state,  // the whole chaining value H0..H7 (H0 in the MSBs)
    output wire [TAG_W-1:0]       dig_tag,    // blk_tag of the message's last block
    output wire                   dig_valid,
    input  wire                   dig_ready
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_sha2_param_check #(.WORD_BITS(WORD_BITS), .DIGEST_BITS(DIGEST_BITS), .TAG_W(TAG_W),
                          .CV_IN(CV_IN))
        u_sha2_param_check ();

    localparam W      = WORD_BITS;
    localparam integer ROUNDS = (W == 64) ? 80 : 64;  // FIPS 180-4 6.2.2 / 6.4.2
    localparam N_W    = (W == 64) ? 7 : 6;            // round index bits
    // values of n_q: round R-1 (the last), R-2, R-3 and round 14 (it reads W_15)
    localparam integer N_LAST_I = ROUNDS - 1;
    localparam integer N_LAST2_I = ROUNDS - 2;
    localparam integer N_LAST3_I = ROUNDS - 3;
    localparam integer N_W15_I = 15;
    localparam [N_W-1:0] N_LAST  = N_LAST_I[N_W-1:0];
    localparam [N_W-1:0] N_LAST2 = N_LAST2_I[N_W-1:0];
    localparam [N_W-1:0] N_LAST3 = N_LAST3_I[N_W-1:0];
    localparam [N_W-1:0] N_W15   = N_W15_I[N_W-1:0];

    // FIPS 180-4 section 5.3: H0 in the MSBs
    wire [8*W-1:0] IV;
    hc_sha2_iv #(.WORD_BITS(W), .DIGEST_BITS(DIGEST_BITS)) u_iv (.iv(IV));
    assign iv = IV;

    // ---------------------------------------------------------------- control
    reg              busy_q;       // rounds in progress
    reg  [N_W-1:0]   n_q;          // index of the next round: t + 1 (mod R) in round t,
                                   // 0 if idle
    reg  [15:0]      feed_q;       // one-hot: the word of blk_data the schedule reads next
    reg              dig_valid_q;  // digest valid, not yet taken
    reg              first_q;      // the current (or just finished) block is a first block
    reg              last_q;       // ... is a last block
    reg  [TAG_W-1:0] tag_q;

    wire last_round  = busy_q & (n_q == {N_W{1'b0}});  // round R-1
    // A waiting block starts when the core is idle and the digest is not held (with
    // CV_IN, a first block also waits for its starting value to be in H: g_cv_in).
    wire start;
    wire busy_d      = start | (busy_q & ~last_round);
    wire [N_W-1:0] n_step = (n_q == N_LAST) ? {N_W{1'b0}} : n_q + 1'b1;
    wire [N_W-1:0] n_d    = busy_d ? n_step : n_q;
    wire dig_valid_d = (last_round & last_q) | (dig_valid_q & ~dig_ready);
    // The schedule reads blk_data while idle (W_0, used if the block starts) and in
    // rounds 0..14 (n_q = 1..15: W_1 .. W_15); feed_q moves on with each word used.
    wire feed_round  = busy_q & (n_q[N_W-1:4] == {(N_W-4){1'b0}}) & (n_q[3:0] != 4'd0);
    wire feed        = ~busy_q | feed_round;
    wire feed_step   = start | feed_round;

    assign blk_ready = busy_q & (n_q == N_W15);  // round 14 reads W_15, the last word

    always @(posedge clk) begin
        if (!rst_n) begin
            busy_q      <= 1'b0;
            n_q         <= {N_W{1'b0}};
            feed_q      <= 16'd1;
            dig_valid_q <= 1'b0;
        end else begin
            busy_q      <= busy_d;
            n_q         <= n_d;
            if (feed_step) feed_q <= {feed_q[14:0], feed_q[15]};  // W_15 -> W_0 at the end
            dig_valid_q <= dig_valid_d;
        end
    end

    always @(posedge clk) begin
        if (start) begin
            first_q <= blk_first;
            last_q  <= blk_last;
            tag_q   <= blk_tag;
        end
    end

    // ------------------------------------------------- chaining value H0..H7
    // Word k of Ha_q is Ha_q[W*k +: W]; the adder reads word 3, the sum enters word 0.
    // At rest (idle, after a block) Ha_q = {H0_old, H3, H2, H1} (word 3 .. word 0) with
    // H0 = H0_old + a; while a block runs it holds H0..H3 of the chaining value the block
    // started from (word k = Hk). He_q likewise for H4..H7 with e.
    reg  [4*W-1:0] Ha_q, He_q;
    reg  [W-1:0]   a_q, b_q, c_q, d_q, e_q, f_q, g_q;

    // What the two chaining adders add to a and e. Code 0..3: IV word 0..3 (first block;
    // with CV_IN: blk_cv word 0..3, shifted into H ahead of the block); 4: the stored H
    // word; 5: zero (round 0 stores the previous H0 = a, H4 = e).
    // The code and the write enable are registered (decoded one clock ahead from the
    // counter), so no counter decoding sits in front of the adders.
    localparam [2:0] ADD_H = 3'd4, ADD_ZERO = 3'd5;
    reg  [2:0] add_sel_q;
    reg        chain_we_q;
    // the next clock runs round R-3, R-2 or R-1 (now n_q = R-3, R-2, R-1): add H3, H2, H1
    wire       chain_next = busy_q & (n_q == N_LAST3 || n_q == N_LAST2 || n_q == N_LAST);
    // IV word of that step: 3, 2, 1 = -n_q mod 4 (R is a multiple of 4); the idle clock
    // adds H0 (word 0)
    wire [1:0] iv_word_d  = chain_next ? 2'd0 - n_q[1:0] : 2'd0;
    // a block started now makes the next clock round 0 (assigned in g_cv_in / g_iv_only)
    wire [2:0] add_sel_d;
    wire       chain_we_d;

    always @(posedge clk) begin
        if (!rst_n) begin
            add_sel_q  <= ADD_H;
            chain_we_q <= 1'b0;
        end else begin
            add_sel_q  <= add_sel_d;
            chain_we_q <= chain_we_d;
        end
    end

    // The value a first block starts from (iv_start, read as it starts) and the one its
    // chaining addition adds back (iv_add): the IV. With CV_IN the starting value blk_cv
    // enters through H instead: while a first block waits (blk_cv is valid with it), the
    // chaining adders shift its words into Ha_q / He_q through the operand multiplexer's
    // IV inputs, with a and e cleared, so that H is blk_cv and the block starts from H
    // as every later block does. That costs 5 clocks per message, and saves a starting-
    // value input on every working variable's load multiplexer and a multiplexer of
    // blk_cv beside the IV in the chaining addition (blk_cv only replaces the constants):
    //   clock 0: a and e cleared; clocks 1..4: Ha_q and He_q take words 0, 3, 2, 1 of
    //   their half (Ha_q ends as {H0, H3, H2, H1}, its layout at rest, and H0 = H0 + a
    //   with a = 0); clock 5 on: the block may start.
    wire [8*W-1:0] iv_start, iv_add;
    wire [8*W-1:0] H_init;     // FIPS 180-4 6.2.2 / 6.4.2 step 2
    wire [W-1:0]   a_d, e_d;   // (below)
    generate
        if (CV_IN != 0) begin : g_cv_in
            reg  [2:0] cv_step_q;    // 0: no load; 1..4: shifting word 0, 3, 2, 1
            reg        cv_loaded_q;  // H holds blk_cv: the waiting first block may start
            wire       cv_begin = blk_valid & blk_first & ~busy_q & ~dig_valid_q
                                & ~cv_loaded_q & (cv_step_q == 3'd0);
            // the next clock shifts a word of blk_cv into H: word 0, 3, 2, 1 = -step mod 4
            wire       cv_shift_next = cv_begin | (cv_step_q != 3'd0 && cv_step_q != 3'd4);
            wire [1:0] cv_word_d     = 2'd0 - cv_step_q[1:0];
            assign start      = blk_valid & ~busy_q & (~dig_valid_q | dig_ready)
                              & (~blk_first | cv_loaded_q);
            assign add_sel_d  = start ? ADD_ZERO : cv_shift_next ? {1'b0, cv_word_d} : ADD_H;
            assign chain_we_d = start | chain_next | cv_shift_next;
            always @(posedge clk) begin
                if (!rst_n) begin
                    cv_step_q   <= 3'd0;
                    cv_loaded_q <= 1'b0;
                end else begin
                    if (cv_begin || cv_step_q != 3'd0)
                        cv_step_q <= (cv_step_q == 3'd4) ? 3'd0 : cv_step_q + 3'd1;
                    if (cv_step_q == 3'd4)
                        cv_loaded_q <= 1'b1;
                    else if (start)
                        cv_loaded_q <= 1'b0;
                end
            end
            assign H_init   = H;
            assign iv_start = IV;   // unused: a first block starts from H
            assign iv_add   = blk_cv;
            // a first block's chaining addition adds the stored H as any other's
            wire [8*W+2:0] unused_first = {iv_start, first_q, iv_word_d};
        end else begin : g_iv_only
            assign start      = blk_valid & ~busy_q & (~dig_valid_q | dig_ready);
            assign add_sel_d  = start ? ADD_ZERO : (first_q ? {1'b0, iv_word_d} : ADD_H);
            assign chain_we_d = start | chain_next;
            assign H_init   = blk_first ? iv_start : H;
            assign iv_start = IV;
            assign iv_add   = IV;
            // a wire Verilator knows unused by its name: an unused reduction here changed
            // the mapping of the whole core (1710 LUT4 against 1599 for sha256_iter)
            wire [8*W-1:0] unused_cv = blk_cv;
        end
    endgenerate

    reg  [W-1:0] Ha_add, He_add;

    always @(*) begin
        case (add_sel_q)
            3'd0:    begin Ha_add = iv_add[8*W-1:7*W]; He_add = iv_add[4*W-1:3*W]; end
            3'd1:    begin Ha_add = iv_add[7*W-1:6*W]; He_add = iv_add[3*W-1:2*W]; end
            3'd2:    begin Ha_add = iv_add[6*W-1:5*W]; He_add = iv_add[2*W-1:W];   end
            3'd3:    begin Ha_add = iv_add[5*W-1:4*W]; He_add = iv_add[W-1:0];     end
            ADD_H:   begin Ha_add = Ha_q[4*W-1:3*W]; He_add = He_q[4*W-1:3*W]; end
            default: begin Ha_add = {W{1'b0}};       He_add = {W{1'b0}};       end
        endcase
    end

    // FIPS 180-4 section 6.2.2 / 6.4.2 step 4, one word of each half per clock
    wire [W-1:0] Ha_sum = Ha_add + a_q;
    wire [W-1:0] He_sum = He_add + e_q;

    always @(posedge clk) begin
        if (chain_we_q) begin
            Ha_q <= {Ha_q[3*W-1:0], Ha_sum};
            He_q <= {He_q[3*W-1:0], He_sum};
        end
    end

    // The chaining value after the last block, valid while idle: the digest, and the
    // starting value of a following block of the same message.
    wire [8*W-1:0] H = {Ha_sum, Ha_q[W-1:0], Ha_q[2*W-1:W], Ha_q[3*W-1:2*W],
                        He_sum, He_q[W-1:0], He_q[2*W-1:W], He_q[3*W-1:2*W]};

    // FIPS 180-4 section 6.3, 6.5, 6.7: the leftmost DIGEST_BITS bits of H0..H7
    assign dig_data  = H[8*W-1 -: DIGEST_BITS];
    assign dig_state = H;
    assign dig_tag   = tag_q;
    assign dig_valid = dig_valid_q;

    // ------------------------------------------------------ working variables
    // While idle, b..g (and h, in hKW) keep loading the next block's starting value, so the
    // clock that takes a block needs no extra select. a and e must hold still while idle
    // (they feed the last chaining addition), so they only move when running or starting.
    wire [W-1:0]  a_next, e_next;
    wire [W-1:0]  W_next;   // W of the next round (the waiting block's W_0 while idle)
    wire [W-1:0]  K_next;   // K of the next round
    reg  [W-1:0]  hKW_q;    // h + K_t + W_t of the running round

    assign a_d = busy_q ? a_next : H_init[8*W-1:7*W];
    wire [W-1:0] b_d = busy_q ? a_q    : H_init[7*W-1:6*W];
    wire [W-1:0] c_d = busy_q ? b_q    : H_init[6*W-1:5*W];
    wire [W-1:0] d_d = busy_q ? c_q    : H_init[5*W-1:4*W];
    assign e_d = busy_q ? e_next : H_init[4*W-1:3*W];
    wire [W-1:0] f_d = busy_q ? e_q    : H_init[3*W-1:2*W];
    wire [W-1:0] g_d = busy_q ? f_q    : H_init[2*W-1:W];
    wire [W-1:0] h_d = busy_q ? g_q    : H_init[W-1:0];
    // (h + K) first, kept apart (keep), then + W: the block word comes through the
    // schedule's word multiplexer, so it should meet only one carry chain, not a
    // carry-save level and a chain.
    (* keep *) wire [W-1:0] hK_next;
    assign hK_next = h_d + K_next;
    wire [W-1:0] hKW_d = hK_next + W_next;

    // a and e move only when running or starting (with CV_IN: cleared as blk_cv's load
    // begins); b .. g and hKW every clock
    generate
        if (CV_IN != 0) begin : g_cv_clear
            always @(posedge clk) begin
                if (g_cv_in.cv_begin) begin   // the load of blk_cv into H begins
                    a_q <= {W{1'b0}};
                    e_q <= {W{1'b0}};
                end else if (busy_q | start) begin
                    a_q <= a_d;
                    e_q <= e_d;
                end
                {b_q, c_q, d_q, f_q, g_q, hKW_q} <= {b_d, c_d, d_d, f_d, g_d, hKW_d};
            end
        end else begin : g_iv_load
            always @(posedge clk) begin
                if (busy_q | start) begin
                    a_q <= a_d;
                    e_q <= e_d;
                end
                b_q   <= b_d;
                c_q   <= c_d;
                d_q   <= d_d;
                f_q   <= f_d;
                g_q   <= g_d;
                hKW_q <= hKW_d;
            end
        end
    endgenerate

    hc_sha2_k #(
        .WORD_BITS(W)
    ) u_k (
        .t  (n_q),
        .K_t(K_next)
    );

    hc_sha2_schedule #(
        .WORD_BITS(W)
    ) u_schedule (
        .clk     (clk),
        .feed    (feed),
        .feed_sel(feed_q),
        .blk_data(blk_data),
        .W_next  (W_next)
    );

    // pre-computed hKW and carry-save adders: hc_sha2_gen_round's PRE = 1, CSA = 1 block
    hc_sha2_gen_round #(
        .WORD_BITS(W),
        .PRE      (1),
        .CSA      (1)
    ) u_round (
        .a     (a_q),
        .b     (b_q),
        .c     (c_q),
        .d     (d_q),
        .e     (e_q),
        .f     (f_q),
        .g     (g_q),
        .h     ({W{1'b0}}),  // h, K and W are in hKW (PRE = 1)
        .K     ({W{1'b0}}),
        .W     ({W{1'b0}}),
        .hKW   (hKW_q),
        .dhKW  ({W{1'b0}}),  // PRE = 2 only
        .a_next(a_next),
        .e_next(e_next)
    );
`ifdef FORMAL
    // Invariants for the proofs (formal/, docs/verification.md "Proofs"; only SymbiYosys
    // defines FORMAL, so no netlist has them). While a digest is held the core is idle,
    // its chaining value is not written, and the chaining addition's operand is the one
    // the held digest was formed with (an IV word after a message's first block, the
    // stored word after a later one): m_digest holds still until it is taken.
    always @(*)
        if (rst_n && dig_valid_q) begin
            assert(!busy_q);
            assert(!chain_we_q);
            assert(add_sel_q == ((first_q && CV_IN == 0) ? 3'd0 : ADD_H));
        end
`endif
endmodule
`default_nettype wire
