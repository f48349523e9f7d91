`default_nettype none
// Luffa v2 block core (spec Ver. 2.0, 15 Sep 2009): Luffa-224/256/384/512, STEPS steps of
// the permutations per clock. Takes padded 256-bit blocks, returns each message's digest
// after its last block. Ports and byte order: docs/interface.md, "Block core".
//
// Structure (spec section 3, Fig. 3.1): the chaining value is w chains H_0..H_{w-1} of 256
// bits (w = 3 for 224/256, 4 for 384, 5 for 512). A round is the message injection MI
// (hc_luffa_mi), then on every chain j in parallel the permutation Q_j: its tweak (words
// a4..a7 rotated left by j), then 8 steps (hc_luffa_step) with Q_j's constants
// (hc_luffa_const).
//
//   STEPS = 8: one whole round per clock, MI, tweak and all 8 steps combinational between
//              the chaining register and itself: the paper's conventional architecture
//              (002, "Conventional"). One clock per block.
//   STEPS = 1: one step per clock, the small-area point: MI, the tweak and step 0 in the
//              clock that takes the block, steps 1..7 in the next 7 clocks. 8 clocks per
//              block. (2 and 4 also work: 8 / STEPS clocks per block.)
//
// Timing. A round's first clock ("phase 0") runs MI: for a message block it is the clock
// that takes the block (blk_ready = that start, which depends combinationally on
// blk_valid and dig_ready), so the block need not be kept in a register. The next block
// can start in the clock after the round's last phase. After a message's last block, the
// finalisation (spec 3.5) runs one blank round (MI with M = 0) per 256 output bits, and
// the output is Z = H_0 ^ .. ^ H_{w-1}: Luffa-224/256 one blank round, Z0; Luffa-384/512
// two: Z0, kept in a register while the second blank round runs, then Z1.
//
// Digest back-pressure (as hc_sha2_core): the digest is a function of registers that
// hold still while it waits, so it needs no buffer; a next message's first block starts
// in the clock the digest is taken at the earliest.
//
// Several messages (STAGES = 2, 4 or 8, the g_multi branch below): the 8 steps of every Q_j
// are split over STAGES pipeline stages of 8 / STAGES steps each, STEPS steps per clock,
// and N_CTX message contexts. A round of one message depends only on that message's
// previous round (spec 3.1: H_i = Q(MI(H_{i-1}, M_i)), no feed-forward), so each stage
// holds a round of a different message, and all stages move their rounds on together
// every WAVE = 8 / (STAGES * STEPS) clocks (a "wave"): the frame of the SHA-2 generator
// (hc_sha2_gen_core), scheduled by the shared hc_wave_sched. A round is taken as a block
// of the scheduler:
//   grant: the chains it starts from (the IV, the context's H, or the exit register's
//          while that round finishes) and its message block (0 for a blank round) are
//          registered;
//   enter: at the wave end MI and the tweaks run from those registers into stage 0's
//          register; each stage then runs its steps (stage s steps s * 8 / STAGES ..);
//   exit:  the last stage's output goes to the exit register X; in the next clock it is
//          the context's new H (no chaining addition: Luffa has none), and Z (spec 3.5,
//          H_0 ^ .. ^ H_{w-1}) is shifted into the context's output register.
// The blank rounds of the finalisation (spec 3.5: one for Luffa-224/256, two for 384/512)
// are blocks of the message too: after a message's last block its context offers them
// (M = 0) to the scheduler before anything else, the last one flagged as the message's
// last block; the output register of the context then holds Z (or Z0 from the first blank
// round and Z1 from the second: shifted in at every round's exit, the last two are the
// digest). A message of n blocks takes n + 1 (224/256) or n + 2 (384/512) rounds.
// A message's next round enters a wave after its previous one left, two waves when a
// wave is two clocks (the exit register takes a clock, the grant one more, and a third
// for the starting values, hc_wave_sched PREP: none is left to enter at that wave's
// end), three when it is one clock (the exit register, the grant's choice, the starting
// values: AHEAD below). So one message alone takes STAGES + 3 waves per round with waves
// of one clock, STAGES + 2 with two, STAGES + 1 with 4 or more, and as many busy
// contexts (N_CTX) fill every wave: a round per WAVE clocks in aggregate. Digests leave
// round-robin from the contexts' output registers (hc_wave_sched), so back-pressure on
// the digest never stalls the pipeline; a context with a digest waiting starts no
// message. Ports: docs/interface.md,
// "Multi-message block core" (one block channel per context); with STAGES = 1 they are
// the single-message core's, N_CTX = 1, and the user data blk_tag may change per block
// (the last block's is returned), where the pipeline takes it with the first block.
module hc_luffa_core #(
    parameter DIGEST_BITS = 256,  // 224, 256, 384, 512
    parameter TAG_W       = 1,    // width of blk_tag / dig_tag
    parameter STEPS       = 8,    // steps per clock: 8 (a round per clock), 4, 2, 1
    parameter SBOX_RAM    = 0,    // 1: SubCrumb's S-boxes as 16 x 4 memories
    parameter PIPE        = 0,    // 1: registers after MI and after the tweak; 2: the same
                                  //    registers behind clock enables
    parameter NEGEDGE     = 0,    // 1: a falling-edge register halfway through the steps
    parameter STAGES      = 1,    // pipeline stages (1, 2, 4, 8), 8 / STAGES steps each;
                                  //    STAGES * STEPS divides 8
    parameter N_CTX       = 1     // message contexts (1 with one stage)
) (
    input  wire                     clk,
    input  wire                     rst_n,
    // one block channel per context: context c in [256*c +: 256], bit c, ...
    input  wire [256*N_CTX-1:0]     blk_data,   // first message byte in the MSB byte
    input  wire [N_CTX-1:0]         blk_first,  // first block of a message: start from the IV
    input  wire [N_CTX-1:0]         blk_last,   // last block: a digest follows it
    input  wire [N_CTX-1:0]         blk_err,    // with blk_last: the message was malformed
    input  wire [TAG_W*N_CTX-1:0]   blk_tag,    // user data, returned with the digest
    input  wire [N_CTX-1:0]         blk_valid,
    output wire [N_CTX-1:0]         blk_ready,
    output wire [DIGEST_BITS-1:0]   dig_data,   // first digest byte in the MSB byte
    output wire [TAG_W-1:0]         dig_tag,    // blk_tag of the message
    output wire                     dig_err,    // blk_err of the message's last block
    output wire                     dig_valid,
    input  wire                     dig_ready,
    // context c has nothing in the core: no round granted, running or due, no digest
    output wire [N_CTX-1:0]         ctx_idle
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    generate
        if (DIGEST_BITS != 224 && DIGEST_BITS != 256 && DIGEST_BITS != 384 && DIGEST_BITS != 512) begin : g_bad_digest_bits
            hc_error_DIGEST_BITS_must_be_224_256_384_or_512 u_error ();
        end
        if (TAG_W < 1) begin : g_bad_tag_w
            hc_error_TAG_W_must_be_at_least_1 u_error ();
        end
        if (STEPS != 8 && STEPS != 4 && STEPS != 2 && STEPS != 1) begin : g_bad_steps
            hc_error_STEPS_must_be_1_2_4_or_8 u_error ();
        end
        if (PIPE < 0 || PIPE > 2) begin : g_bad_pipe
            hc_error_PIPE_must_be_0_1_or_2 u_error ();
        end
        if (NEGEDGE != 0 && NEGEDGE != 1) begin : g_bad_negedge
            hc_error_NEGEDGE_must_be_0_or_1 u_error ();
        end
        if (STAGES != 1 && STAGES != 2 && STAGES != 4 && STAGES != 8) begin : g_bad_stages
            hc_error_STAGES_must_be_1_2_4_or_8 u_error ();
        end
        if (STAGES * STEPS > 8) begin : g_bad_stages_steps
            hc_error_STAGES_times_STEPS_must_divide_8 u_error ();
        end
        if (N_CTX < 1 || (STAGES == 1 && N_CTX != 1)) begin : g_bad_n_ctx
            hc_error_N_CTX_must_be_1_with_one_stage_and_at_least_1 u_error ();
        end
        // the pipeline has none of the single-message core's options
        if (STAGES > 1 && (PIPE != 0 || NEGEDGE != 0 || SBOX_RAM != 0)) begin : g_bad_stages_options
            hc_error_STAGES_above_1_needs_PIPE_NEGEDGE_SBOX_RAM_0 u_error ();
        end
    endgenerate

    // spec 3: w chains; 3.5: blank rounds (256 output bits each)
    localparam integer W     = (DIGEST_BITS > 384) ? 5 : (DIGEST_BITS > 256) ? 4 : 3;
    localparam integer N_OUT = (DIGEST_BITS > 256) ? 2 : 1;

    // spec 3.4: V_0..V_4, chain j at [256*j +: 256]
    localparam [1279:0] IV_ALL = {
        256'h6c68e9be_5ec41e22_c825b7c7_affb4363_f5df3999_0fc688f1_b07224cc_03e86cea,
        256'h858075d5_36d79cce_e571f7d7_204b1f67_35870c6a_57e9e923_14bcb808_7cde72ce,
        256'hf7efc89d_5dba5781_04016ce5_ad659c05_0306194f_666d1836_24aa230a_8b264ae7,
        256'hc3b44b95_d9d2f256_70eee9a0_de099fa3_5d9b0557_8fc944b3_cf1ccf0e_746cd581,
        256'h6d251e69_44b051e0_4eaa6fb4_dbf78465_6e292011_90152df4_ee058139_def610bb};
    localparam [256*W-1:0] IV = IV_ALL[256*W-1:0];

    generate
        if (STAGES == 1) begin : g_single
            localparam integer P     = (PIPE != 0) ? 2 : 0;  // clocks before the steps: MI, tweak
            localparam integer R     = P + 8 / STEPS;        // clocks per round
            localparam integer PH_W  = (R > 8) ? 4 : (R > 4) ? 3 : (R > 2) ? 2 : 1;
            localparam integer R_LAST = R - 1;  // the last phase

            // ---------------------------------------------------------------- control
            reg              rnd_q;       // this clock runs phase phase_q (1 .. R-1) of a round
            reg  [PH_W-1:0]  phase_q;
            reg              last_q;      // the running round is a message's last block
            reg              blank_q;     // the running round is a blank round
            reg              final_q;     // ... and the last one: the digest follows it
            reg  [1:0]       blanks_q;    // blank rounds still to start
            reg              dig_valid_q;
            reg  [TAG_W:0]   tag_q;       // {blk_err, blk_tag} of the latest block

            wire sbox_ready;                                // SBOX_RAM: the S-box memories are filled
            wire free        = ~rnd_q & sbox_ready;         // phase 0 of a new round may run now
            wire hold        = dig_valid_q & ~dig_ready;    // a digest is waiting
            wire blank_start = free & (blanks_q != 2'd0);
            wire msg_start   = free & (blanks_q == 2'd0) & blk_valid & ~hold;
            wire round_start = blank_start | msg_start;
            wire round_end, end_last, end_final;
            wire [PH_W-1:0] phase = rnd_q ? phase_q : {PH_W{1'b0}};

                if (R == 1) begin : g_one_clock
                    // a round starts and ends in the same clock
                    assign round_end = round_start;
                    assign end_last  = msg_start & blk_last;
                    assign end_final = blank_start & (blanks_q == 2'd1);
                    wire unused_phases = &{1'b0, last_q, blank_q, final_q};
                end else begin : g_phases
                    assign round_end = rnd_q & (phase_q == R_LAST[PH_W-1:0]);
                    assign end_last  = round_end & last_q & ~blank_q;
                    assign end_final = round_end & final_q;
                end

            wire [1:0] blanks_d = end_last    ? N_OUT[1:0]
                                : blank_start ? blanks_q - 2'd1
                                : blanks_q;

            assign blk_ready = msg_start;

            always @(posedge clk) begin
                if (!rst_n) begin
                    rnd_q       <= 1'b0;
                    phase_q     <= {PH_W{1'b0}};
                    blanks_q    <= 2'd0;
                    dig_valid_q <= 1'b0;
                end else begin
                    rnd_q       <= (R > 1) & (round_start | (rnd_q & ~round_end));
                    phase_q     <= round_start ? {{(PH_W-1){1'b0}}, 1'b1} : phase_q + {{(PH_W-1){1'b0}}, 1'b1};
                    blanks_q    <= blanks_d;
                    dig_valid_q <= end_final | hold;
                end
            end

            always @(posedge clk) begin
                if (round_start) begin
                    last_q  <= msg_start & blk_last;
                    blank_q <= blank_start;
                    final_q <= blank_start & (blanks_q == 2'd1);
                end
                if (msg_start) tag_q <= {blk_err, blk_tag};
            end

            // ------------------------------------------------------ S-box memory loader
            // SBOX_RAM = 1: the S-box memories (hc_luffa_sbox) are RAMs with one write port, all
            // driven from here: after reset, 16 clocks write entry i = S(i) (spec 3.3.1) into every
            // one of them at once; no round starts before that (blk_ready stays low). A write port
            // is what makes Yosys map each memory to an ECP5 16 x 4 distributed RAM
            // (TRELLIS_DPR16X4); its cost is this counter and the write port's fan-out, besides
            // the RAMs themselves.
            wire       sbox_we;
            wire [3:0] sbox_addr;
            wire [3:0] sbox_data;
                if (SBOX_RAM != 0) begin : g_sbox_load
                    // S = [13,14,0,1,5,10,7,6,11,3,9,12,15,8,2,4] (spec 3.3.1), S(i) at [4*i +: 4]
                    localparam [63:0] S_TABLE = 64'h428fc93b_67a510ed;
                    reg [3:0] load_addr_q;
                    reg       loading_q;
                    always @(posedge clk) begin
                        if (!rst_n) begin
                            load_addr_q <= 4'd0;
                            loading_q   <= 1'b1;
                        end else if (loading_q) begin
                            load_addr_q <= load_addr_q + 4'd1;
                            loading_q   <= (load_addr_q != 4'd15);
                        end
                    end
                    assign sbox_we    = loading_q;
                    assign sbox_addr  = load_addr_q;
                    assign sbox_data  = S_TABLE[4*load_addr_q +: 4];
                    assign sbox_ready = ~loading_q;
                end else begin : g_sbox_logic
                    assign sbox_we    = 1'b0;
                    assign sbox_addr  = 4'd0;
                    assign sbox_data  = 4'd0;
                    assign sbox_ready = 1'b1;
                end

            // ------------------------------------------------------------- datapath
            // The selects of MI's inputs: a round that starts in this clock is a message round
            // exactly when no blank round is due (blank_start has priority). They need not
            // depend on blk_valid, hold (dig_ready) or the round counter: in a clock that starts no
            // round, MI's output is loaded nowhere (h_q does not load; PIPE = 1's mi_q is loaded
            // again in the next round's phase 0 before it is used). Kept off the control logic,
            // the selects come from one register (blanks_q) and the block input, not through
            // dig_valid_q -> hold -> msg_start in front of the whole round.
            wire             msg_sel = (blanks_q == 2'd0);
            reg  [256*W-1:0] h_q;                      // the chains, H_j at [256*j +: 256]
            wire [256*W-1:0] h_src = (msg_sel & blk_first) ? IV : h_q;  // spec 3.1: start at V
            wire [255:0]     m     = msg_sel ? blk_data : 256'd0;       // blank round: M = 0
            wire [256*W-1:0] h_mi;
            wire [256*W-1:0] h_next;
            // the clock runs the steps that start from the round's tweaked value
            wire             steps_first;
            // the chaining register loads: the clock runs steps
            wire             h_load;

                if (PIPE == 0) begin : g_no_pipe
                    // no round running: a round that starts now starts from MI (if none starts,
                    // h_q does not load); not round_start, which waits on hold and blk_valid
                    assign steps_first = ~rnd_q;
                    assign h_load      = round_start | rnd_q;
                end else begin : g_pipe
                    assign steps_first = rnd_q & (phase_q == P[PH_W-1:0]);
                    assign h_load      = rnd_q & (phase_q >= P[PH_W-1:0]);
                end

            hc_luffa_mi #(.W(W)) u_mi (
                .h_in (h_src),
                .m    (m),
                .h_out(h_mi)
            );

            genvar j, s;
                for (j = 0; j < W; j = j + 1) begin : g_chain
                    // Paper 002, Luffa_positive / Luffa_gating: a register after MI (mi_q) and one
                    // after the tweak (tw_q), so a round is MI, tweak, steps in three clocks and
                    // the steps see no glitches from MI. PIPE = 1 loads them every clock,
                    // PIPE = 2 only in their phase (a clock enable: on an FPGA the paper's clock
                    // gating), so they and the logic behind them hold still otherwise.
                    wire [255:0] mi_j;
                    wire [255:0] tweaked;
                    wire [255:0] steps_src;  // the tweaked value the round's first steps take
                    if (PIPE == 0) begin : g_direct
                        assign mi_j      = h_mi[256*j +: 256];
                        assign steps_src = tweaked;
                    end else begin : g_regs
                        reg  [255:0] mi_q, tw_q;
                        wire         mi_en = (PIPE == 1) | round_start;
                        wire         tw_en = (PIPE == 1) | (rnd_q & (phase_q == {{(PH_W-1){1'b0}}, 1'b1}));
                        always @(posedge clk) begin
                            if (mi_en) mi_q <= h_mi[256*j +: 256];
                            if (tw_en) tw_q <= tweaked;
                        end
                        assign mi_j      = mi_q;
                        assign steps_src = tw_q;
                    end
                    // Q_j's tweak (spec 3.3), once per round
                    hc_luffa_tweak #(.J(j)) u_tweak (
                        .a_in (mi_j),
                        .a_out(tweaked)
                    );

                    // the steps of this clock: phase 0 starts from the tweaked MI output. Each step
                    // has its own output wire (not a slice of one long vector), so an event-driven
                    // simulator wakes only the next step when one settles.
                    wire [255:0] q_in;
                    if (R == P + 1) begin : g_round
                        assign q_in = steps_src;
                        wire unused_first = &{1'b0, steps_first};
                    end else begin : g_step
                        assign q_in = steps_first ? steps_src : h_q[256*j +: 256];
                    end
                    for (s = 0; s < STEPS; s = s + 1) begin : g_steps
                        wire [31:0]  c0, c1;
                        wire [255:0] a_in, a_out;
                        // step r = STEPS * (phase - P) + s of the round (a constant for a whole
                        // round per clock)
                        wire [31:0] step_full = STEPS * ({{(32-PH_W){1'b0}}, phase} - P) + s;
                        wire [2:0]  step_index = step_full[2:0];
                        wire        unused_step = &{1'b0, step_full[31:3]};
                        if (s == 0) begin : g_first
                            assign a_in = q_in;
                        end else if (NEGEDGE != 0 && s == STEPS / 2) begin : g_negedge
                            // Paper 002, Luffa_negative: a register on the falling edge halfway
                            // through the steps stops the first half's glitches from reaching the
                            // second half; the round still takes one clock (each half has half
                            // a period).
                            reg [255:0] half_q;
                            always @(negedge clk) half_q <= g_steps[s-1].a_out;
                            assign a_in = half_q;
                        end else begin : g_next
                            assign a_in = g_steps[s-1].a_out;
                        end
                        hc_luffa_const #(.J(j)) u_const (
                            .step(step_index),
                            .c0  (c0),
                            .c1  (c1)
                        );
                        // keep_hierarchy when a clock runs several steps: synthesis then maps
                        // each step on its own (ABC sees one step between its ports), on ECP5 a
                        // LUT7 (LUT4s joined by the PFU multiplexers, no routing between them) and
                        // a LUT4. A flattened round let ABC share XOR terms across the steps'
                        // rotations (a_k of a step built from a_{k+4}) and keep XOR chains, more
                        // levels per step than these two (docs/luffa.md, "Logic depth of the
                        // whole-round core"). With one
                        // step per clock the flat mapping is smaller (the start-value mux and the
                        // constants merge into the step), and there is no chain to break.
                        (* keep_hierarchy = (STEPS > 1) *)
                        hc_luffa_step #(.SBOX_RAM(SBOX_RAM)) u_step (
                            .clk      (clk),
                            .sbox_we  (sbox_we),
                            .sbox_addr(sbox_addr),
                            .sbox_data(sbox_data),
                            .a_in     (a_in),
                            .c0       (c0),
                            .c1       (c1),
                            .a_out    (a_out)
                        );
                    end
                    assign h_next[256*j +: 256] = g_steps[STEPS-1].a_out;
                end

            always @(posedge clk) begin
                if (h_load) h_q <= h_next;
            end

            // ------------------------------------------------------------- output
            // spec 3.5: Z = H_0 ^ .. ^ H_{w-1} after each blank round
            reg  [255:0] z;
            integer i;
            always @(*) begin
                z = 256'd0;
                for (i = 0; i < W; i = i + 1) z = z ^ h_q[256*i +: 256];
            end

                if (N_OUT == 2) begin : g_two_outputs
                    reg [255:0] z0_q;  // Z0, taken when the second blank round starts
                    always @(posedge clk) begin
                        if (blank_start & (blanks_q == 2'd1)) z0_q <= z;
                    end
                    wire [511:0] zz = {z0_q, z};
                    assign dig_data = zz[511 -: DIGEST_BITS];
                    if (DIGEST_BITS < 512) begin : g_unused
                        wire unused_z = &{1'b0, zz[511-DIGEST_BITS:0]};
                    end
                end else begin : g_one_output
                    assign dig_data = z[255 -: DIGEST_BITS];
                    if (DIGEST_BITS < 256) begin : g_unused
                        wire unused_z = &{1'b0, z[255-DIGEST_BITS:0]};
                    end
                end

            assign dig_tag     = tag_q[TAG_W-1:0];
            assign dig_err     = tag_q[TAG_W];
            assign dig_valid   = dig_valid_q;
            // nothing of the message in the core: no round running or due, no digest
            assign ctx_idle[0] = ~rnd_q & (blanks_q == 2'd0) & ~dig_valid_q;
`ifdef FORMAL
            // Invariants for the proofs (formal/, docs/verification.md "Proofs"; only SymbiYosys
            // defines FORMAL, so no netlist has them). While a digest is held no round runs and
            // no blank round is due: the chains (the digest is their XOR), Z0 and the tag hold
            // until it is taken. A final blank round runs with no blank round left behind it.
            always @(*)
                if (rst_n) begin
                    if (dig_valid_q)      assert(!rnd_q && blanks_q == 2'd0);
                    if (rnd_q && final_q) assert(blank_q && !last_q && blanks_q == 2'd0);
                end
`endif
        end else begin : g_multi
            // ---------------------------------------------------- STAGES stages, N_CTX contexts
            localparam integer SPAN  = 8 / STAGES;      // steps per stage
            localparam integer WAVE  = SPAN / STEPS;    // clocks per wave
            localparam integer CNT_W = (WAVE > 1) ? $clog2(WAVE) : 1;
            localparam integer CTX_W = (N_CTX > 1) ? $clog2(N_CTX) : 1;
            // With waves of two clocks or more the grant takes two (hc_wave_sched PREP): the
            // choice is registered first, the starting values in the clock after, from
            // registers only (H is written by then), and the block still enters at the
            // same wave end. A one-clock wave keeps the scheduler's one-clock grant, to
            // take a round every clock, and registers the choice here instead (AHEAD): the
            // scheduler runs one stage more than the core, its stage 0 being the clock in
            // which the starting values are registered from the chosen context's H and
            // block. So neither the arbiter nor the context's number in front of the
            // chains' multiplexer (768 to 1280 bits wide) sits in one clock with the other.
            localparam integer PREP  = (WAVE > 1) ? 1 : 0;
            localparam integer AHEAD = (WAVE > 1) ? 0 : 1;

            genvar c, j, s;

            // The blank rounds of the finalisation (spec 3.5) as blocks of the context's
            // channel to the scheduler: after a message's last block is taken, its context
            // offers N_OUT blank rounds before anything else of the padding unit; the last
            // one is the message's last block and carries its error flag.
            reg  [2*N_CTX-1:0] due_q;     // context c's blank rounds still to enter, [2*c +: 2]
            reg  [N_CTX-1:0]   msg_err_q; // blk_err of the message's last block
            wire [N_CTX-1:0]   blank, ch_valid, ch_first, ch_last, ch_ready, sched_idle;
            for (c = 0; c < N_CTX; c = c + 1) begin : g_channel
                wire [1:0] due = due_q[2*c +: 2];
                assign blank[c]     = (due != 2'd0);
                assign ch_valid[c]  = blank[c] | blk_valid[c];
                assign ch_first[c]  = ~blank[c] & blk_first[c];
                assign ch_last[c]   = (due == 2'd1);
                assign blk_ready[c] = ch_ready[c] & ~blank[c];
                // a context with blank rounds due is not idle: its s_tid stays bound to it
                // until its digest has left (hc_ctx_pad), so one s_tid's digests keep order
                assign ctx_idle[c]  = sched_idle[c] & ~blank[c];
                always @(posedge clk) begin
                    if (!rst_n)
                        due_q[2*c +: 2] <= 2'd0;
                    else if (ch_ready[c])
                        due_q[2*c +: 2] <= blank[c] ? due - 2'd1 : (blk_last[c] ? N_OUT[1:0] : 2'd0);
                    if (ch_ready[c] && !blank[c] && blk_last[c]) msg_err_q[c] <= blk_err[c];
                end
            end

            // hc_wave_sched (rtl/common): wave timing, round-robin grant and entry, what each
            // stage holds, the exit register's flags, the contexts' in-flight / pending
            // state, user data, error flags and the digest order; this core keeps the data.
            wire [CNT_W-1:0] wave_clock;
            wire             wave_end, exit_edge, entry_edge, start_load, start_first;
            wire             start_chain, enter, entry_first, leave_first, x_valid, x_first, take;
            wire [CTX_W-1:0] start_ctx, entry_ctx, leave_ctx, x_ctx, take_ctx;
            wire [TAG_W-1:0] exit_tag_unused;  // (no state output per block)
            hc_wave_sched #(
                .STAGES     (STAGES + AHEAD),
                .WAVE_CLOCKS(WAVE),
                .N_CTX      (N_CTX),
                .TID_W      (TAG_W),
                .PREP       (PREP),
                .CTX_W      (CTX_W),
                .CNT_W      (CNT_W)
            ) u_sched (
                .clk        (clk),
                .rst_n      (rst_n),
                .blk_first  (ch_first),
                .blk_last   (ch_last),
                .blk_err    (msg_err_q & ch_last),
                .blk_tid    (blk_tag),
                .blk_valid  (ch_valid),
                .blk_ready  (ch_ready),
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
                .exit_valid (x_valid),
                .exit_first (x_first),
                .exit_ctx   (x_ctx),
                .exit_tid   (exit_tag_unused),
                .take       (take),
                .take_ctx   (take_ctx),
                .dig_tid    (dig_tag),
                .dig_err    (dig_err),
                .dig_valid  (dig_valid),
                .dig_ready  (dig_ready),
                .ctx_idle   (sched_idle)
            );

            // ------------------------------------------------------------ grant
            // the granted round's chains (spec 3.1: a message starts from V) and block
            reg  [256*W-1:0] h_q [0:N_CTX-1];  // each context's chains after its latest round
            reg  [256*W-1:0] x_state_q;        // X: the round that left the last stage
            reg  [256*W-1:0] g_h_q;
            reg  [255:0]     g_m_q;
            wire             g_load;   // register the starting values now ...
            wire [CTX_W-1:0] g_ctx;    // ... of this context
            wire             g_first;  // ... from the IV
            wire             g_chain;  // ... from X (else the context's H)
            if (AHEAD != 0) begin : g_ahead
                // the scheduler's choice, registered: in the next clock the context's
                // block is still offered (it is handed over then, at the entry) and its
                // H holds its latest round (X writes it in the clock of the choice)
                reg             load_q, first_q;
                reg [CTX_W-1:0] ctx_q;
                always @(posedge clk) begin
                    if (!rst_n) load_q <= 1'b0;
                    else        load_q <= start_load;
                    ctx_q   <= start_ctx;
                    first_q <= start_first;
                end
                assign g_load  = load_q;
                assign g_ctx   = ctx_q;
                assign g_first = first_q;
                assign g_chain = 1'b0;
                wire unused_chain = &{1'b0, start_chain};
            end else begin : g_now
                assign g_load  = start_load;
                assign g_ctx   = start_ctx;
                assign g_first = start_first;
                assign g_chain = start_chain;
            end
            wire [256*W-1:0] s_h = g_first ? IV : (g_chain ? x_state_q : h_q[g_ctx]);
            wire [255:0]     s_m = blank[g_ctx] ? 256'd0 : blk_data[256*g_ctx +: 256];
            always @(posedge clk) begin
                if (g_load) begin
                    g_h_q <= s_h;
                    g_m_q <= s_m;
                end
            end

            // ------------------------------------------------------------ stages
            // stage 0 takes MI and the tweaks of the granted round (spec 3.2, 3.3)
            wire [256*W-1:0]        e_mi, e_state;
            wire [256*W*STAGES-1:0] st_out;
            hc_luffa_mi #(.W(W)) u_mi (
                .h_in (g_h_q),
                .m    (g_m_q),
                .h_out(e_mi)
            );
            for (j = 0; j < W; j = j + 1) begin : g_tweak
                hc_luffa_tweak #(.J(j)) u_tweak (
                    .a_in (e_mi[256*j +: 256]),
                    .a_out(e_state[256*j +: 256])
                );
            end
            for (s = 0; s < STAGES; s = s + 1) begin : g_stage
                wire [256*W-1:0] in_state;
                if (s == 0) begin : g_entry
                    assign in_state = e_state;
                end else begin : g_follow
                    assign in_state = st_out[256*W*(s-1) +: 256*W];
                end
                hc_luffa_stage #(
                    .W          (W),
                    .STEPS      (STEPS),
                    .FIRST_STEP (SPAN * s),
                    .WAVE_CLOCKS(WAVE),
                    .CNT_W      (CNT_W)
                ) u_stage (
                    .clk       (clk),
                    .load      (wave_end),
                    .wave_clock(wave_clock),
                    .in_state  (in_state),
                    .out_state (st_out[256*W*s +: 256*W])
                );
            end

            // ------------------------------------------------------------ exit and digests
            // spec 3.5: Z = H_0 ^ .. ^ H_{w-1} of the round in X
            reg  [255:0] x_z;
            integer i;
            always @(*) begin
                x_z = 256'd0;
                for (i = 0; i < W; i = i + 1) x_z = x_z ^ x_state_q[256*i +: 256];
            end
            always @(posedge clk) begin
                if (exit_edge) x_state_q <= st_out[256*W*(STAGES-1) +: 256*W];
                if (x_valid)   h_q[x_ctx] <= x_state_q;
            end
            // each context's output register: Z of its rounds shifted in as they leave, so
            // after the last blank round it holds Z (224/256) or Z0, Z1 (384/512); it holds
            // still while the digest is pending (the context starts no round then)
            wire [256*N_OUT*N_CTX-1:0] z_all;
            for (c = 0; c < N_CTX; c = c + 1) begin : g_out
                reg  [256*N_OUT-1:0] z_q;
                wire [256*N_OUT-1:0] z_d;
                if (N_OUT == 2) begin : g_shift
                    assign z_d = {z_q[255:0], x_z};
                end else begin : g_one
                    assign z_d = x_z;
                end
                always @(posedge clk) begin
                    if (x_valid && x_ctx == c) z_q <= z_d;
                end
                assign z_all[256*N_OUT*c +: 256*N_OUT] = z_q;
            end
            reg [256*N_OUT-1:0] dig_q;
            always @(posedge clk) begin
                if (take) dig_q <= z_all[256*N_OUT*take_ctx +: 256*N_OUT];
            end
            assign dig_data = dig_q[256*N_OUT-1 -: DIGEST_BITS];
            if (DIGEST_BITS < 256 * N_OUT) begin : g_unused
                wire unused_dig = &{1'b0, dig_q[256*N_OUT-1-DIGEST_BITS:0]};
            end
            // the entry (stage 0 takes MI at every wave end; the scheduler knows whether
            // it is a round) and the exit's first flag steer nothing here: every
            // round's data comes from the grant registers, and no chaining addition needs
            // the IV at the exit, so the leaving block's context is not read ahead either
            wire unused_pipe = &{1'b0, enter, entry_edge, entry_ctx, entry_first, x_first,
                                 leave_ctx, leave_first};
        end
    endgenerate
endmodule
`default_nettype wire
