`default_nettype none
// Keccak-f[1600] sponge block core (FIPS 202 section 4, Algorithm 8 SPONGE with
// f = Keccak-p[1600, 24]): absorbs padded rate-sized blocks and squeezes rate-sized output
// blocks, RPC rounds per clock (RPC divides 24: 1, 2, 3, 4, 6, 8, 12, 24).
// Ports and byte order: docs/interface.md ("Block core", "SHA-3") and docs/sha3.md.
//
// Timing. A block is XORed into the state in the clock its permutation starts: the first
// clock applies rounds 0 .. RPC-1 to S ^ (P || 0^c), so a block costs 24 / RPC clocks
// (24 at RPC = 1) and no load clock. blk_ready is high whenever no permutation runs and
// no output block is held, so a block waiting at the end of a permutation starts in the
// very next clock: 24 / RPC clocks per block back to back, also across messages.
//
// Output (squeeze, Algorithm 8 steps 7-10). After a message's last block the state's
// first RATE bits are the first output block: sq_valid rises, sq_data shows them (first
// output byte in the MSB byte, as blk_data) and stays stable until sq_ready. The
// consumer tells with sq_more, sampled with sq_ready, whether it wants another rate
// block: then the core runs the permutation again (24 / RPC clocks, nothing absorbed)
// and shows the next block; otherwise the message is done. sq_data is the state itself:
// no output buffer. A message's first block may start in the clock its last output
// block is taken (blk_ready depends on sq_ready and sq_more combinationally), so with
// an output taken at once nothing is lost between messages.
//
// A first block starts from the all-zero state (S = 0^b, Algorithm 8 step 5): the XOR
// multiplexer zeroes the old state instead of a reset of 1600 flip-flops.
module hc_keccak_core #(
    parameter RATE  = 1088,  // r in bits: 1152, 1088, 832, 576 (SHA3-224..512), 1344, 1088 (SHAKE)
    parameter RPC   = 1,     // rounds per clock, divides 24
    parameter TAG_W = 1      // width of blk_tag / sq_tag
) (
    input  wire               clk,
    input  wire               rst_n,
    // padded blocks in
    input  wire [RATE-1:0]    blk_data,   // first message byte in the MSB byte
    input  wire               blk_first,  // first block of a message: start from S = 0
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
    localparam integer NG = 24 / RPC;          // clocks per permutation
    localparam integer GW = (NG > 1) ? $clog2(NG) : 1;
    localparam integer RB = RATE / 8;          // rate in bytes
    localparam integer NG1 = NG - 1;
    localparam [GW-1:0] G_LAST = NG1[GW-1:0];

    // FIPS 202 section 3.2.5, Algorithm 6: the round constants RC[ir], ir = 0 .. 23.
    function [63:0] f_rc;
        input integer ir;
        begin
            case (ir)
                0:  f_rc = 64'h0000000000000001;
                1:  f_rc = 64'h0000000000008082;
                2:  f_rc = 64'h800000000000808A;
                3:  f_rc = 64'h8000000080008000;
                4:  f_rc = 64'h000000000000808B;
                5:  f_rc = 64'h0000000080000001;
                6:  f_rc = 64'h8000000080008081;
                7:  f_rc = 64'h8000000000008009;
                8:  f_rc = 64'h000000000000008A;
                9:  f_rc = 64'h0000000000000088;
                10: f_rc = 64'h0000000080008009;
                11: f_rc = 64'h000000008000000A;
                12: f_rc = 64'h000000008000808B;
                13: f_rc = 64'h800000000000008B;
                14: f_rc = 64'h8000000000008089;
                15: f_rc = 64'h8000000000008003;
                16: f_rc = 64'h8000000000008002;
                17: f_rc = 64'h8000000000000080;
                18: f_rc = 64'h000000000000800A;
                19: f_rc = 64'h800000008000000A;
                20: f_rc = 64'h8000000080008081;
                21: f_rc = 64'h8000000000008080;
                22: f_rc = 64'h0000000080000001;
                default: f_rc = 64'h8000000080008008;
            endcase
        end
    endfunction

    // A bad RPC stops elaboration here (a module that does not exist, named after the rule).
    generate
        if (RPC < 1 || 24 % RPC != 0) begin : g_bad_rpc
            hc_error_RPC_must_divide_24 u_error ();
        end
    endgenerate

    // ---------------------------------------------------------------- control
    reg              busy_q;   // a permutation runs; g_q is its next round group
    reg  [GW-1:0]    g_q;      // round group 1 .. NG-1 while busy
    reg              last_q;   // the permutation running ends a message's absorb or squeezes
    reg              out_q;    // an output block is held (sq_valid)
    reg  [TAG_W-1:0] tag_q;
    reg  [1599:0]    s_q;      // the state, FIPS 202 lane order (hc_keccak_round)

    wire sq_next   = out_q & sq_ready & sq_more;          // squeeze the next block
    assign blk_ready = ~busy_q & (~out_q | (sq_ready & ~sq_more));
    wire absorb    = blk_valid & blk_ready;
    wire start     = absorb | sq_next;
    wire done      = busy_q ? (g_q == G_LAST) : (NG == 1);  // the permutation ends this clock

    // Round input. Busy: the state. Idle: S ^ (P || 0^c) for a block (S = 0 for a first
    // block), S when squeezing. Both select signals depend on control only, so each rate bit
    // is one 4-input function of (s, p, zero_s, add_p).
    wire zero_s = ~busy_q & ~(out_q & sq_more) & blk_first;
    wire add_p  = ~busy_q & ~(out_q & sq_more);
    // (Combinational blocks with loops rather than generate networks of byte assigns and
    // 1600-bit replications: the same logic, and Icarus runs it several times faster.)
    reg [1599:0]   p;     // the block in state order: message byte j -> state byte j
    reg [RATE-1:0] sq_r;  // the state's first RATE bits, byte j -> byte j from the top
    reg [1599:0]   r_in;
    integer n;
    always @(*) begin
        p = 1600'd0;
        for (n = 0; n < RB; n = n + 1) p[8*n +: 8] = blk_data[RATE-1-8*n -: 8];
    end
    always @(*) begin
        for (n = 0; n < RB; n = n + 1) sq_r[RATE-1-8*n -: 8] = s_q[8*n +: 8];
    end
    assign sq_data = sq_r;
    always @(*) begin
        r_in = zero_s ? 1600'd0 : s_q;
        if (add_p) r_in = r_in ^ p;
    end
    genvar i;

    // RPC rounds in a chain; round j of this clock is round RPC * group + j.
    wire [GW-1:0] grp = busy_q ? g_q : {GW{1'b0}};
    wire [1599:0] chain [0:RPC];
    assign chain[0] = r_in;
    generate
        for (i = 0; i < RPC; i = i + 1) begin : g_round
            reg [63:0] rc;
            integer k;
            always @(*) begin
                rc = f_rc(i);
                for (k = 0; k < NG; k = k + 1)
                    if (grp == k[GW-1:0]) rc = f_rc(RPC * k + i);
            end
            hc_keccak_round u_round (
                .s_in (chain[i]),
                .rc   (rc),
                .s_out(chain[i+1])
            );
        end
    endgenerate

    always @(posedge clk) begin
        if (busy_q | start) s_q <= chain[RPC];
        if (absorb) tag_q <= blk_tag;
        if (start) last_q <= sq_next | blk_last;
    end

    always @(posedge clk) begin
        if (!rst_n) begin
            busy_q <= 1'b0;
            g_q    <= {GW{1'b0}};
            out_q  <= 1'b0;
        end else begin
            if ((busy_q | start) & done) begin
                busy_q <= 1'b0;
                g_q    <= {GW{1'b0}};
            end else if (start) begin
                busy_q <= 1'b1;
                g_q    <= {{(GW-1){1'b0}}, 1'b1};
            end else if (busy_q) begin
                g_q    <= g_q + 1'b1;
            end
            // output valid after the permutation of a last block or of a squeeze
            if (out_q & sq_ready) out_q <= 1'b0;
            if ((busy_q | start) & done & (busy_q ? last_q : (sq_next | blk_last))) out_q <= 1'b1;
        end
    end

    assign sq_valid = out_q;
    assign sq_tag   = tag_q;
endmodule
`default_nettype wire
