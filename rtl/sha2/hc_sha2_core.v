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
//    adds zero to that a; with CV_IN, as the next block starts, so that the adder needs
//    no zero operand). So no clock is spent on the chaining addition.
//  * The first block of a message adds to the IV instead of the stored H: the adder input
//    is a small multiplexer of constants, not a reload of H. With CV_IN (HMAC key
//    contexts) there are no IV constants in front of the adders: a first block's
//    starting value is put into H before it starts (g_cv_in), so that every block starts
//    from H and the working variables' load multiplexers have no starting-value input.
//    A stored state is read a word pair per clock and shifted in through the chaining
//    adders (their operand multiplexer has two inputs: the pair read and the stored
//    word); the IV is set into H's flip-flops as a synchronous set/reset.
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
    // 1: HMAC key contexts (RFC 2104 section 4): a first block starts from a state read a
    // word pair per clock on cv_* (or from the IV), and the chaining value leaves a word
    // pair per clock on st_*; 0: every message starts from the IV (cv_* unused)
    parameter CV_IN       = 0
) (
    input  wire                   clk,
    input  wire                   rst_n,
    input  wire [16*WORD_BITS-1:0] blk_data,  // first message byte in the MSB byte
    input  wire                   blk_first,  // first block of a message: start from the IV
    // CV_IN = 1: a first block starts from the state read on cv_* (blk_from_cv = 1,
    // valid with the block) or from the IV (0). The core reads the state before the
    // block starts, pair 0, 3, 2, 1 in 4 clocks: pair k is {H_k, H_k+4} (H_k in the
    // MSBs); cv_pair holds pair cv_word two clocks after cv_rd (block RAM's registered
    // read and a register behind it: the RAM's clock-to-output is most of a clock on
    // the ECP5). The IV takes one clock.
    input  wire                   blk_from_cv,
    output wire                   cv_rd,
    output wire [1:0]             cv_word,
    input  wire [2*WORD_BITS-1:0] cv_pair,
    input  wire                   blk_last,   // last block: a digest follows it
    input  wire [TAG_W-1:0]       blk_tag,    // user data, returned with the digest
    input  wire                   blk_valid,
    output wire                   blk_ready,
    output wire [DIGEST_BITS-1:0] dig_data,   // first digest byte in the MSB byte
    // The chaining value after each block, a pair a clock as the chaining adders form it:
    // pairs 3, 2, 1 in the block's last three rounds and pair 0 in the clock after, when
    // a last block's digest is valid (pair k = {H_k, H_k+4}, as cv_pair)
    output wire                   st_we,
    output wire [1:0]             st_word,
    output wire [2*WORD_BITS-1:0] st_pair,
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

    // What the two chaining adders add to a and e (Ha_add, He_add), and when H takes
    // their sums (chain_we), are set below by CV_IN. The adders' other operands are a and
    // e; the chaining addition of rounds R-3 .. R-1 adds the stored word H3 .. H1.
    // the next clock runs round R-3, R-2 or R-1 (now n_q = R-3, R-2, R-1): add H3, H2, H1
    wire       chain_next = busy_q & (n_q == N_LAST3 || n_q == N_LAST2 || n_q == N_LAST);
    reg  [W-1:0] Ha_add, He_add;
    wire         chain_we;     // Ha_q and He_q take the sums this clock
    wire         iv_load;      // Ha_q and He_q are set to the IV this clock (CV_IN = 1)
    wire [8*W-1:0] H_init;     // FIPS 180-4 6.2.2 / 6.4.2 step 2
    wire [W-1:0]   a_d, e_d;   // (below)

    generate
        if (CV_IN != 0) begin : g_cv_in
            // A first block waits until H holds its starting value, so that it starts
            // from H as every later block does (no starting-value input on the working
            // variables' load multiplexers), and its chaining addition adds the stored H.
            //   clock 0 (cv_begin): a and e cleared; from the IV: Ha_q, He_q set to it
            //     (a synchronous set/reset: no multiplexer), and the block may start in
            //     the next clock;
            //   from a state: clocks 0..3 read pairs 0, 3, 2, 1; clocks 2..5 (cv_step_q)
            //     add them (cv_pair, two clocks after each read) to a = e = 0 and shift
            //     them into Ha_q, He_q (Ha_q ends as {H0, H3, H2, H1}, its layout at rest,
            //     with H0 = H0 + a); the block may start at clock 6.
            // H0 (the digest's word, an adder output while idle) is stored as the block
            // starts (chain_we has start in it): so the adders' operand is the pair read
            // or the stored word, never zero, and needs one select.
            reg  [2:0] cv_step_q;    // 0: no load; 1..5: the load's clock
            reg        cv_loaded_q;  // H holds the starting value: the first block may start
            reg        add_cv_q;     // the adders add the pair read, not the stored word
            reg        chain_we_q;   // rounds R-3 .. R-1 and the state's shift
            wire       cv_begin = blk_valid & blk_first & ~busy_q & ~dig_valid_q
                                & ~cv_loaded_q & (cv_step_q == 3'd0);
            // reads in clocks 0..3: pair 0, 3, 2, 1 = -step mod 4
            assign cv_rd      = (cv_begin & blk_from_cv)
                              | (cv_step_q != 3'd0 && cv_step_q <= 3'd3);
            assign cv_word    = 2'd0 - cv_step_q[1:0];
            // the next clock (2..5) shifts a pair into H
            wire       cv_shift_next = cv_step_q != 3'd0 && cv_step_q <= 3'd4;
            assign iv_load    = cv_begin & ~blk_from_cv;
            // (no block starts while H is being loaded)
            assign start      = blk_valid & ~busy_q & (~dig_valid_q | dig_ready)
                              & (blk_first ? cv_loaded_q : (cv_step_q == 3'd0));
            assign chain_we   = chain_we_q | start;
            always @(posedge clk) begin
                if (!rst_n) begin
                    cv_step_q   <= 3'd0;
                    cv_loaded_q <= 1'b0;
                    add_cv_q    <= 1'b0;
                    chain_we_q  <= 1'b0;
                end else begin
                    if ((cv_begin && blk_from_cv) || cv_step_q != 3'd0)
                        cv_step_q <= (cv_step_q == 3'd5) ? 3'd0 : cv_step_q + 3'd1;
                    if (cv_step_q == 3'd5 || iv_load)
                        cv_loaded_q <= 1'b1;
                    else if (start)
                        cv_loaded_q <= 1'b0;
                    add_cv_q   <= cv_shift_next;
                    chain_we_q <= chain_next | cv_shift_next;
                end
            end
            always @(*) begin
                if (add_cv_q) begin
                    Ha_add = cv_pair[2*W-1:W];
                    He_add = cv_pair[W-1:0];
                end else begin
                    Ha_add = Ha_q[4*W-1:3*W];
                    He_add = He_q[4*W-1:3*W];
                end
            end
            assign H_init = H;
            wire   unused_first = first_q;   // a first block adds the stored H as any other
`ifdef FORMAL
            // while a digest is held no starting value is being loaded, and the adders
            // add the stored word it was formed with
            always @(*)
                if (rst_n && dig_valid_q)
                    assert(!add_cv_q && !chain_we_q && cv_step_q == 3'd0);
            // a starting value is loaded only while the core is idle and holds no digest
            always @(*)
                if (rst_n && cv_step_q != 3'd0)
                    assert(!busy_q && !dig_valid_q && !cv_loaded_q && cv_step_q <= 3'd5);
`endif
        end else begin : g_iv_only
            // Code 0..3: IV word 0..3 (a first block's chaining addition); 4: the stored
            // H word; 5: zero (round 0 stores the previous H0 = a, H4 = e). The code and
            // the write enable are registered (decoded one clock ahead from the counter),
            // so no counter decoding sits in front of the adders.
            localparam [2:0] ADD_H = 3'd4, ADD_ZERO = 3'd5;
            reg  [2:0] add_sel_q;
            reg        chain_we_q;
            // IV word of that step: 3, 2, 1 = -n_q mod 4 (R is a multiple of 4); the idle
            // clock adds H0 (word 0)
            wire [1:0] iv_word_d  = chain_next ? 2'd0 - n_q[1:0] : 2'd0;
            // a block started now makes the next clock round 0
            wire [2:0] add_sel_d;
            wire       chain_we_d;
            assign start      = blk_valid & ~busy_q & (~dig_valid_q | dig_ready);
            assign add_sel_d  = start ? ADD_ZERO : (first_q ? {1'b0, iv_word_d} : ADD_H);
            assign chain_we_d = start | chain_next;
            assign chain_we   = chain_we_q;
            assign cv_rd      = 1'b0;
            assign cv_word    = 2'd0;
            assign iv_load    = 1'b0;
            always @(posedge clk) begin
                if (!rst_n) begin
                    add_sel_q  <= ADD_H;
                    chain_we_q <= 1'b0;
                end else begin
                    add_sel_q  <= add_sel_d;
                    chain_we_q <= chain_we_d;
                end
            end
            always @(*) begin
                case (add_sel_q)
                    3'd0:    begin Ha_add = IV[8*W-1:7*W]; He_add = IV[4*W-1:3*W]; end
                    3'd1:    begin Ha_add = IV[7*W-1:6*W]; He_add = IV[3*W-1:2*W]; end
                    3'd2:    begin Ha_add = IV[6*W-1:5*W]; He_add = IV[2*W-1:W];   end
                    3'd3:    begin Ha_add = IV[5*W-1:4*W]; He_add = IV[W-1:0];     end
                    ADD_H:   begin Ha_add = Ha_q[4*W-1:3*W]; He_add = He_q[4*W-1:3*W]; end
                    default: begin Ha_add = {W{1'b0}};       He_add = {W{1'b0}};       end
                endcase
            end
            assign H_init = blk_first ? IV : H;
            // wires Verilator knows unused by their names: an unused reduction here
            // changed the mapping of the whole core (1710 LUT4 against 1599 for sha256_iter)
            wire           unused_from_cv = blk_from_cv;
            wire [2*W-1:0] unused_cv_pair = cv_pair;
`ifdef FORMAL
            // while a digest is held, the operand is the one the held digest was formed
            // with (an IV word after a message's first block, the stored word after a
            // later one) and H is not written: m_digest holds still until it is taken
            always @(*)
                if (rst_n && dig_valid_q) begin
                    assert(!chain_we_q);
                    assert(add_sel_q == (first_q ? 3'd0 : ADD_H));
                end
`endif
        end
    endgenerate

    // FIPS 180-4 section 6.2.2 / 6.4.2 step 4, one word of each half per clock
    wire [W-1:0] Ha_sum = Ha_add + a_q;
    wire [W-1:0] He_sum = He_add + e_q;

    // (the IV in the layout at rest: {H0, H3, H2, H1} and {H4, H7, H6, H5}, with a = e = 0)
    always @(posedge clk) begin
        if (iv_load) begin
            Ha_q <= {IV[8*W-1:7*W], IV[5*W-1:4*W], IV[6*W-1:5*W], IV[7*W-1:6*W]};
            He_q <= {IV[4*W-1:3*W], IV[W-1:0], IV[2*W-1:W], IV[3*W-1:2*W]};
        end else if (chain_we) begin
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

    // The chaining value a pair a clock: in rounds R-3, R-2, R-1 (n_q = R-2, R-1, 0) the
    // sums are H3/H7, H2/H6, H1/H5 (pair 1 - n_q mod 4), in the clock after H0/H4.
    reg st_we_q;
    always @(posedge clk) begin
        if (!rst_n)
            st_we_q <= 1'b0;
        else
            st_we_q <= chain_next | last_round;
    end
    assign st_we   = st_we_q;
    assign st_word = busy_q ? 2'd1 - n_q[1:0] : 2'd0;
    assign st_pair = {Ha_sum, He_sum};
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
    // defines FORMAL, so no netlist has them), with the operand's in g_cv_in / g_iv_only:
    // while a digest is held the core is idle and its chaining value is not written, so
    // m_digest holds still until it is taken.
    always @(*)
        if (rst_n && dig_valid_q)
            assert(!busy_q);
`endif
endmodule
`default_nettype wire
