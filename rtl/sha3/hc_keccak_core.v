`default_nettype none
// Keccak-f[1600] sponge block core (FIPS 202 section 4, Algorithm 8 SPONGE with
// f = Keccak-p[1600, 24]): absorbs padded rate-sized blocks and squeezes rate-sized output
// blocks, RPC rounds per clock (RPC divides 24: 1, 2, 3, 4, 6, 8, 12, 24).
// Ports and byte order: docs/interface.md ("Block core", "SHA-3") and docs/sha3.md.
//
// Timing. A block is XORed into the state at the end of the permutation before its own
// (into the state register's input, behind the last round group; see "control"), so
// a block costs 24 / RPC clocks (24 at RPC = 1) with no load clock between blocks of a
// message. A message's first block costs one load clock.
//
// Output (squeeze, Algorithm 8 steps 7-10). After a message's last block the state's
// first RATE bits are the first output block: sq_valid rises, sq_data shows them (first
// output byte in the MSB byte, as blk_data) and stays stable until sq_ready. The
// consumer tells with sq_more, sampled with sq_ready, whether it wants another rate
// block: then the core runs the permutation again (24 / RPC clocks, nothing absorbed)
// and shows the next block; otherwise the message is done. sq_data is the state itself:
// no output buffer. blk_ready depends on sq_ready and sq_more combinationally: a
// message's first block is taken in the clock its predecessor's last output block is
// taken.
//
// A first block starts from the all-zero state (S = 0^b, Algorithm 8 step 5): the state
// is cleared by its flip-flops' synchronous reset when a message's output is complete
// (and at reset), so blk_first is not needed and no multiplexer sits before the round.
module hc_keccak_core #(
    parameter RATE  = 1088,  // r in bits: 1152, 1088, 832, 576 (SHA3-224..512), 1344, 1088 (SHAKE)
    parameter RPC   = 1,     // rounds per clock, divides 24
    parameter TAG_W = 1      // width of blk_tag / sq_tag
) (
    input  wire               clk,
    input  wire               rst_n,
    // padded blocks in
    input  wire [RATE-1:0]    blk_data,   // first message byte in the MSB byte
    input  wire               blk_first,  // first block of a message (unused: see above)
    input  wire               blk_last,   // last block: output follows it
    input  wire [TAG_W-1:0]   blk_tag,    // user data, returned with the output
    input  wire               blk_valid,
    output wire               blk_ready,
    // output blocks
    output wire [RATE-1:0]    sq_data,    // first output byte in the MSB byte
    output wire [TAG_W-1:0]   sq_tag,     // blk_tag of the message's last block
    output wire               sq_valid,
    input  wire               sq_ready,
    input  wire               sq_more     // with sq_ready: squeeze another rate block
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_keccak_param_check #(.RATE(RATE), .RPC(RPC), .TAG_W(TAG_W))
        u_keccak_param_check ();

    localparam integer NG = 24 / RPC;          // clocks per permutation
    localparam integer GW = (NG > 1) ? $clog2(NG) : 1;
    localparam integer NG1 = NG - 1;
    localparam [GW-1:0] G_LAST = NG1[GW-1:0];
    localparam integer NG2 = (NG > 1) ? NG - 2 : 0;
    localparam [GW-1:0] G_PRE = NG2[GW-1:0];      // the group before the last
    localparam [4:0]    RPC5 = RPC[4:0];


    // ---------------------------------------------------------------- control
    // Timing (what limits Fmax). The round reads the state register alone, and the block
    // is XORed in behind the round, into the state register's input, in the clock of
    // the permutation's last round group: S_next = f(S ^ P_i) ^ P_{i+1} is the state
    // after absorbing P_{i+1}, and the next permutation starts from it. The XOR is the
    // fourth input of chi's look-up tables (a ^ (~b & c) ^ p), so theta's parity trees
    // stay at the state's bits and no logic level is added. The block sits in pg_q, a
    // register that is zero in every other clock; the decision to take it is made one
    // clock before, from registers and blk_valid. So:
    //   - entering the last round group with a next block at hand (not the message's
    //     last block): take it, and the next permutation follows at once (24 / RPC
    //     clocks per block);
    //   - with no block at hand yet: wait before the last group (the state holds) and
    //     run it when the block comes;
    //   - a message's first block: the state was cleared by its flip-flops' synchronous
    //     reset when the previous output was taken (or at reset), and one load clock runs
    //     the round groups on S = 0 with round constants 0, which leaves 0, and XORs the
    //     block in (S = 0^b, Algorithm 8 step 5, then S ^ P_1): 24 / RPC + 2 clocks per
    //     one-block message (load, permutation, output).
    // The state's enable is a register (run_q), its reset the output handshake.
    reg              run_q;    // round groups are computed this clock (the state's enable)
    reg              load_q;   // ... on the cleared state with round constants 0
    reg              wait_q;   // waiting for the next block before the last round group
    reg  [GW-1:0]    g_q;      // the round group computed (or waited for)
    reg              end_q;    // the permutation running ends with output
    reg              last_q;   // the block absorbed last is the message's last (or squeeze)
    reg              out_q;    // an output block is held (sq_valid)
    reg  [TAG_W-1:0] tag_q;
    reg  [RATE-1:0]  pg_q;     // the block XORed in this clock, state order, or 0
    reg  [1599:0]    s_q;      // the state, FIPS 202 lane order (hc_keccak_round)

    wire sq_next = out_q & sq_ready & sq_more;     // squeeze the next block
    wire sq_done = out_q & sq_ready & ~sq_more;    // the message's output is complete
    wire g_fin   = run_q & ~load_q & (g_q == G_LAST);  // a permutation ends this clock

    // Next clock's round group, before blocks are considered.
    reg          nrun;   // a group runs next clock
    reg [GW-1:0] ng;     // ... this one
    reg          nend;   // the permutation in progress next clock ends with output
    always @(*) begin
        nrun = 1'b0;
        ng   = g_q;
        nend = end_q;
        if (run_q & load_q) begin
            nrun = 1'b1;
            ng   = {GW{1'b0}};
        end else if (g_fin) begin
            nrun = ~end_q;             // absorbed: the next permutation starts
            ng   = {GW{1'b0}};
            nend = 1'b0;
        end else if (run_q) begin
            nrun = 1'b1;
            ng   = g_q + 1'b1;
        end else if (sq_next) begin
            nrun = 1'b1;
            ng   = {GW{1'b0}};
        end
    end
    // take clears or loads the RATE flip-flops of pg_q (their synchronous reset), so it is
    // made from registers in two LUT levels, not behind the group counter's compare and the
    // next-group logic, whose fan-out to RATE flip-flops would add to their depth
    // (docs/sha3.md, "Design notes"). With more than one group per permutation the last
    // group follows group G_LAST - 1 of a running permutation: to_last_q says so a clock
    // ahead; while a permutation runs no output is held (sq_data is the state), so sq_next
    // is 0 there and the message's end is last_q alone. With one group per permutation
    // (RPC = 24) it is this clock's nrun, as written out.
    reg  to_last_q;
    wire sq_last  = sq_next | last_q;                 // the block in progress ends the message
    wire to_last  = (NG > 1) ? to_last_q : nrun & (ng == G_LAST);  // next clock: last group
    wire msg_end  = (NG > 1) ? last_q : sq_last;
    wire need     = (to_last & ~msg_end) | wait_q;    // the last group needs a next block
    // free for a first block next clock: nothing runs or waits, no output is held or
    // about to be (from the cases of nrun: a running permutation always runs on or
    // ends with output, and with none running the next group runs only on sq_next)
    wire idle_d   = ~run_q & ~wait_q & (~out_q | (sq_ready & ~sq_more));
    wire take     = rst_n & blk_valid & (need | idle_d);
    // the next values of the control registers
    wire          load_d = take & idle_d;
    wire          run_d  = take | (nrun & ~(need & ~take));
    wire [GW-1:0] g_d    = load_d ? {GW{1'b0}} : ng;
    assign blk_ready = take;
    wire unused_first = &{1'b0, blk_first};  // the cleared state marks a message's start

    wire [RATE-1:0] p;    // the block in state order: message byte j -> state byte j
    // p, and sq_data: the state's first RATE bits, byte j -> byte j from the top
    hc_keccak_bytes #(.WIDTH(RATE)) u_blk_bytes (.in_bytes(blk_data), .out_bytes(p));
    hc_keccak_bytes #(.WIDTH(RATE)) u_sq_bytes (.in_bytes(s_q[RATE-1:0]), .out_bytes(sq_data));
    genvar i;

    // RPC rounds in a chain; round j of this clock is round RPC * g_q + j (index 24, a
    // round constant of 0, in a load clock).
    wire [1599:0] chain [0:RPC];
    assign chain[0] = s_q;
    generate
        for (i = 0; i < RPC; i = i + 1) begin : g_round
            localparam integer I_I = i;
            localparam [4:0]   I5 = I_I[4:0];
            reg  [4:0]  ir;
            wire [63:0] rc;
            always @(*) begin
                ir = 5'd0;
                ir[GW-1:0] = g_q;
                ir = load_q ? 5'd24 : ir * RPC5 + I5;
            end
            hc_keccak_rc u_rc (
                .ir(ir),
                .rc(rc)
            );
            hc_keccak_round u_round (
                .s_in (chain[i]),
                .rc   (rc),
                .s_out(chain[i+1])
            );
        end
    endgenerate

    always @(posedge clk) begin
        // the zero state of Algorithm 8 step 5 for the next message (reset priority over
        // the enable, as the ECP5 and iCE40 flip-flops have it)
        if (!rst_n || sq_done) s_q <= 1600'd0;
        else if (run_q)        s_q <= chain[RPC] ^ {{(1600-RATE){1'b0}}, pg_q};
        if (take) pg_q <= p;
        else      pg_q <= {RATE{1'b0}};
        if (take) begin
            tag_q  <= blk_tag;
            last_q <= blk_last;
        end else if (sq_next) begin
            last_q <= 1'b1;
        end
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            run_q  <= 1'b0;
            load_q <= 1'b0;
            wait_q <= 1'b0;
            g_q    <= {GW{1'b0}};
            to_last_q <= 1'b0;
            end_q  <= 1'b0;
            out_q  <= 1'b0;
        end else begin
            // a first block: a load clock; a block for the last group: that group runs
            load_q <= load_d;
            run_q  <= run_d;
            wait_q <= need & ~take;
            g_q    <= g_d;
            to_last_q <= run_d & ~load_d & (g_d == G_PRE);
            end_q  <= (to_last & msg_end) | nend;
            if (out_q & sq_ready) out_q <= 1'b0;
            if (g_fin & end_q)    out_q <= 1'b1;
        end
    end

    assign sq_valid = out_q;
    assign sq_tag   = tag_q;
`ifdef FORMAL
    // Invariants for the proofs (formal/, docs/verification.md "Proofs"; only SymbiYosys
    // defines FORMAL, so no netlist has them). While an output block is held no round
    // group runs, waits for a block or is about to: the state (sq_data) and the tag hold
    // until the block is taken.
    always @(*)
        if (rst_n && out_q)
            assert(!run_q && !load_q && !wait_q && !to_last_q);
`endif
endmodule
`default_nettype wire
