`default_nettype none
// Keccak-f[1600] sponge, several messages in flight: STAGES round units in a ring, one
// message context per ring slot (FIPS 202 section 4, Algorithm 8 with f = Keccak-p[1600,
// 24]; the rounds of section 3.3). Absorb only, one output block: the SHA3 digests
// (d < r). Ports and byte order as hc_keccak_core, with one block input per context.
//
// Ring. Stage j holds a state in st_q[j] and computes RPC rounds (hc_keccak_round) into
// st_q[j+1 mod STAGES]: STAGES states circulate, each moving one stage per clock, so each
// gets RPC rounds per clock and a permutation takes 24 / RPC clocks, LAPS = 24 /
// (STAGES * RPC) laps of the ring. The state that starts in slot k is context k's for
// good (the slot at the gate, stage STAGES-1, is gate_q). The aggregate rate is STAGES
// blocks per 24 / RPC clocks with one round unit per stage: the area of STAGES
// single-message cores, at about their clock, with one padding unit per context and one
// output register.
//
// Holding. A state that has nothing to do (its context waits for a block, or for the
// output register, or has no message) goes round the ring unchanged: each stage's
// result is its round output when the state's act bit is set and the state itself
// otherwise (a 2:1 choice behind chi, the only logic the ring adds to the round of
// hc_keccak_core). Stalling the whole ring instead would let one context's missing
// input stop the others, and with a full beat register in front of a stalled context
// (hc_ctx_pad) that can deadlock.
//
// The gate (stage STAGES-1, the end of a lap). There the control of the state passing
// decides its next lap, from registers:
//   - permutation not finished: the next lap (lap + 1, round constants follow it);
//   - finished, not the message's last block: the next block if the context's padding
//     unit has one, else the state waits (act = 0);
//   - finished, last block: the state waits holding the digest (hold); on a later lap,
//     once the output register is free, the digest is copied from st_q at the gate (a
//     register) and the context may take its next message's first block in that clock;
//   - a taken block is XORed in at stage 0 (pg_q, zero in every other clock, so the
//     absorb adds one XOR input to theta as in hc_keccak_core), and for a first block
//     st_q[0] is cleared by its flip-flops' synchronous reset as the state enters it
//     (S = 0^b, Algorithm 8 step 5).
// So a context's blocks follow each other every 24 / RPC clocks while its padding unit
// keeps up; a message's digest leaves at most one lap after its last permutation.
module hc_keccak_pipe_core #(
    parameter RATE        = 1088,  // r in bits (1600 - 2d)
    parameter DIGEST_BITS = 256,   // the output: the state's first DIGEST_BITS bits
    parameter STAGES      = 4,     // ring stages = message contexts; STAGES * RPC divides 24
    parameter RPC         = 1,     // rounds per stage
    parameter TAG_W       = 1      // width of blk_tag / dig_tag
) (
    input  wire                      clk,
    input  wire                      rst_n,
    // padded blocks in, context c in slice c (as hc_keccak_core's blk_*)
    input  wire [RATE*STAGES-1:0]    blk_data,
    input  wire [STAGES-1:0]         blk_first,
    input  wire [STAGES-1:0]         blk_last,
    input  wire [TAG_W*STAGES-1:0]   blk_tag,
    input  wire [STAGES-1:0]         blk_valid,
    output wire [STAGES-1:0]         blk_ready,
    // digests out, first digest byte in the MSB byte
    output wire [DIGEST_BITS-1:0]    dig_data,
    output wire [TAG_W-1:0]          dig_tag,
    output wire                      dig_valid,
    input  wire                      dig_ready,
    // the core has nothing of context c: no block, no digest (hc_ctx_pad)
    output wire [STAGES-1:0]         ctx_idle
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    hc_keccak_param_check #(.RATE(RATE), .DIGEST_BITS(DIGEST_BITS), .TAG_W(TAG_W))
        u_keccak_param_check ();
    generate
        if (STAGES < 1 || RPC < 1 || 24 % (STAGES * RPC) != 0) begin : g_bad_stages_rpc
            hc_error_STAGES_times_RPC_must_divide_24 u_error ();
        end
    endgenerate

    localparam integer LAPS = 24 / (STAGES * RPC);
    localparam integer LW   = (LAPS > 1) ? $clog2(LAPS) : 1;
    localparam integer CW   = (STAGES > 1) ? $clog2(STAGES) : 1;
    localparam integer LAPS1 = LAPS - 1;
    localparam integer LAST_STAGE = STAGES - 1;
    localparam [LW-1:0] LAP_LAST = LAPS1[LW-1:0];
    localparam [CW-1:0] GATE_LAST = LAST_STAGE[CW-1:0];
    localparam integer LAP_ROUNDS = STAGES * RPC;  // rounds per lap
    localparam [4:0]    LAP5 = LAP_ROUNDS[4:0];


    // ------------------------------------------------------------ ring registers
    // Everything below travels with its state from stage j to stage j+1.
    reg [1599:0]    st_q  [0:STAGES-1];  // the states, FIPS 202 lane order
    reg [STAGES-1:0] act_q;              // the state is in a permutation: apply rounds
    reg [LW-1:0]    lap_q [0:STAGES-1];  // ... its lap (rounds LAPS*... see g_stage)
    reg [STAGES-1:0] last_q;             // its block is the message's last
    reg [STAGES-1:0] hold_q;             // it holds a digest not yet copied out
    reg [TAG_W-1:0] tag_q [0:STAGES-1];
    // control of the gate and stage 0
    reg [CW-1:0]    gate_q;              // the context whose state is at the gate
    reg [RATE-1:0]  pg_q;                // block for stage 0 in state order, or 0
    reg [STAGES-1:0] busy_q;             // context c has a message in the core
    reg [DIGEST_BITS-1:0] od_q;          // output register
    reg [TAG_W-1:0] otag_q;
    reg [CW-1:0]    octx_q;              // the context whose digest od_q holds
    reg             ov_q;

    wire [1599:0] st_next [0:STAGES-1];  // stage j's result, into st_q[j+1 mod STAGES]

    genvar j, i;
    generate
        for (j = 0; j < STAGES; j = j + 1) begin : g_stage
            wire [1599:0] chain [0:RPC];
            wire [LW-1:0] lap = lap_q[j];  // (a wire: Icarus's @* then sees one word)
            if (j == 0) begin : g_absorb
                assign chain[0] = st_q[0] ^ {{(1600-RATE){1'b0}}, pg_q};
            end else begin : g_plain
                assign chain[0] = st_q[j];
            end
            for (i = 0; i < RPC; i = i + 1) begin : g_round
                // round lap * STAGES * RPC + j * RPC + i of the permutation
                localparam integer BASE_I = j * RPC + i;
                localparam [4:0]   BASE = BASE_I[4:0];
                reg  [4:0]  ir;
                wire [63:0] rc;
                always @(*) begin
                    ir = 5'd0;
                    ir[LW-1:0] = lap;
                    ir = ir * LAP5 + BASE;
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
            assign st_next[j] = act_q[j] ? chain[RPC] : st_q[j];
        end
    endgenerate

    // ------------------------------------------------------------ the gate
    localparam integer G = STAGES - 1;
    wire            g_act  = act_q[G];
    wire            g_fin  = g_act & (lap_q[G] == LAP_LAST);  // permutation ends now
    wire            g_hold = hold_q[G];
    wire            o_free = ~ov_q | dig_ready;              // output register free next
    wire            copy   = g_hold & o_free;                // digest out of st_q[G] now
    // the context at the gate can take a block now
    wire            open_s = (g_fin & ~last_q[G]) | (~g_act & ~g_hold) | copy;
    wire            take   = rst_n & open_s & blk_valid[gate_q];
    wire            clear  = take & blk_first[gate_q];        // first block: S = 0
    reg [STAGES-1:0] ready_r;
    integer c;
    always @(*) begin
        for (c = 0; c < STAGES; c = c + 1) ready_r[c] = take & (gate_q == c[CW-1:0]);
    end
    assign blk_ready = ready_r;

    // the block of the context at the gate, in state order (byte j -> s[8j +: 8])
    wire [RATE-1:0] g_blk = blk_data[RATE*gate_q +: RATE];
    wire [RATE-1:0] g_p;
    wire [DIGEST_BITS-1:0] g_dig;  // state bytes 0 .. DIGEST_BITS/8-1, first in the MSB byte
    wire [1599:0]   g_st = st_q[G];
    hc_keccak_bytes #(.WIDTH(RATE)) u_blk_bytes (.in_bytes(g_blk), .out_bytes(g_p));
    hc_keccak_bytes #(.WIDTH(DIGEST_BITS)) u_dig_bytes (
        .in_bytes(g_st[DIGEST_BITS-1:0]), .out_bytes(g_dig));
    wire unused_st = &{1'b0, g_st[1599:DIGEST_BITS]};  // the digest is the state's first bytes

    integer s;
    always @(posedge clk) begin
        // states move one stage; the one entering stage 0 is cleared for a first block
        for (s = 1; s < STAGES; s = s + 1) st_q[s] <= st_next[s-1];
        if (!rst_n || clear) st_q[0] <= 1600'd0;
        else                 st_q[0] <= st_next[G];
        for (s = 1; s < STAGES; s = s + 1) begin
            lap_q[s]  <= lap_q[s-1];
            tag_q[s]  <= tag_q[s-1];
            last_q[s] <= last_q[s-1];
        end
        lap_q[0]  <= (g_act & ~g_fin) ? lap_q[G] + 1'b1 : {LW{1'b0}};
        tag_q[0]  <= take ? blk_tag[TAG_W*gate_q +: TAG_W] : tag_q[G];
        last_q[0] <= take ? blk_last[gate_q] : last_q[G];
        if (take) pg_q <= g_p;
        else      pg_q <= {RATE{1'b0}};
        if (copy) begin
            od_q   <= g_dig;
            otag_q <= tag_q[G];
            octx_q <= gate_q;
        end
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            act_q  <= {STAGES{1'b0}};
            hold_q <= {STAGES{1'b0}};
            busy_q <= {STAGES{1'b0}};
            gate_q <= {CW{1'b0}};
            ov_q   <= 1'b0;
        end else begin
            for (s = 1; s < STAGES; s = s + 1) begin
                act_q[s]  <= act_q[s-1];
                hold_q[s] <= hold_q[s-1];
            end
            act_q[0]  <= (g_act & ~g_fin) | take;
            hold_q[0] <= (g_fin & last_q[G]) | (g_hold & ~copy);
            // the slot of context c reaches the gate every STAGES clocks
            gate_q <= (gate_q == GATE_LAST) ? {CW{1'b0}} : gate_q + 1'b1;
            if (take)      busy_q[gate_q] <= 1'b1;
            else if (copy) busy_q[gate_q] <= 1'b0;
            if (copy)           ov_q <= 1'b1;
            else if (dig_ready) ov_q <= 1'b0;
        end
    end

    assign dig_data  = od_q;
    assign dig_tag   = otag_q;
    assign dig_valid = ov_q;
    // a context is idle when it has no message in the ring and its digest has left
    reg [STAGES-1:0] idle_r;
    always @(*) begin
        for (c = 0; c < STAGES; c = c + 1)
            idle_r[c] = ~busy_q[c] & ~(ov_q & (octx_q == c[CW-1:0]));
    end
    assign ctx_idle  = idle_r;
endmodule
`default_nettype wire
