`default_nettype none
// hc_state_resume: what a stream or HMAC top over a core with a whole chaining value
// (blk_cv and st_state: SHA-1, MD5, RIPEMD, at one context) adds so that a message can be
// saved and restored (the accelerator's SAVE and RESUME, docs/accelerator.md "Save and
// restore").
//
// Save: the core writes its chaining value after every block (st_*). In an HMAC top
// (HMAC = 1) only the inner hash's blocks may leave the top, so st_we passes for the
// blocks whose operation is hc_hmac_ctrl's MAC (or the reserved code, hashed as a MAC): a
// key load's states (K0 ^ ipad, K0 ^ opad) and an outer hash's are the key's (RFC 2104
// section 4). A key load's blocks may still be in the core when the next operation
// begins, so the gate is the block's own operation, carried in the core's tag. In a hash
// top (HMAC = 0) every block is the message's, and the operations are not read.
// Restore: while `resume` is held, the message's first block (an HMAC top: the inner
// hash's) starts from resume_cv instead of c_cv (the IV, or the key context's inner
// state; the core copies blk_cv as it takes a first block), and its final block counts
// resume_bytes more: the last LEN_W bits
// of a final block hold the length field and nothing else (RFC 1321 section 3.2, FIPS
// 180-4 section 5.1.1, RIPEMD-160 as MD4), so 8 * resume_bytes is added there, in the
// field's byte order. An HMAC top's outer hash is untouched: it starts from the context's
// outer state, so the key never leaves the core.
// RESUME = 0: none of this; the blocks of the N_CTX contexts pass through, st_we is low
// and the resume inputs are unused (the top's plain version). RESUME = 1 takes one
// context: one message in the core at a time, the resumed one.
module hc_state_resume #(
    parameter BLOCK_W     = 512,  // the hash's block in bits
    parameter STATE_BITS  = 160,  // the chaining value's width (blk_cv, st_state)
    parameter LEN_W       = 64,   // the padding's length field in bits
    parameter LEN_LITTLE  = 0,    // 1: the length field low byte first (MD5, RIPEMD)
    parameter MAX_BYTES_W = 61,   // width of resume_bytes (the front's byte counter)
    parameter HMAC        = 1,    // 1: an HMAC top's (by the operations); 0: a hash top's
    parameter RESUME      = 1,    // 0: pass the blocks through (above)
    parameter N_CTX       = 1     // the core's contexts: 1 with RESUME = 1
) (
    // the blocks the front hands the core (context c in [BLOCK_W*c +: BLOCK_W], ...), and
    // the operation of context 0's (hc_hmac_ctrl's code; a hash top ties it off)
    input  wire [BLOCK_W*N_CTX-1:0]    c_data,
    input  wire [STATE_BITS*N_CTX-1:0] c_cv,
    input  wire [N_CTX-1:0]            c_last,
    input  wire [2:0]                  c_op,
    // ... as the core takes them
    output wire [BLOCK_W*N_CTX-1:0]    core_data,
    output wire [STATE_BITS*N_CTX-1:0] core_cv,
    // the MAC being given continues a saved one: after resume_bytes of text (a multiple of
    // the block), from the inner state resume_cv (both held while it is in the core)
    input  wire                   resume,
    input  wire [MAX_BYTES_W-1:0] resume_bytes,
    input  wire [STATE_BITS-1:0]  resume_cv,
    // the core's state output, and the operation of the block it belongs to
    input  wire                   core_st_we,
    input  wire [2:0]             core_st_op,
    output wire                   st_we
);
    // A bad parameter stops elaboration: hc_error_<rule> names a module that does not exist.
    generate
        if (LEN_W < 8 || LEN_W % 8 != 0 || LEN_W >= BLOCK_W) begin : g_bad_len_w
            hc_error_LEN_W_must_be_whole_bytes_within_the_block u_error ();
        end
        if (MAX_BYTES_W < 1 || MAX_BYTES_W + 3 > LEN_W) begin : g_bad_max_bytes_w
            hc_error_MAX_BYTES_W_must_leave_3_bits_of_LEN_W u_error ();
        end
        if (LEN_LITTLE != 0 && LEN_LITTLE != 1) begin : g_bad_len_little
            hc_error_LEN_LITTLE_must_be_0_or_1 u_error ();
        end
        if (HMAC != 0 && HMAC != 1) begin : g_bad_hmac
            hc_error_HMAC_must_be_0_or_1 u_error ();
        end
        if (RESUME != 0 && RESUME != 1) begin : g_bad_resume
            hc_error_RESUME_must_be_0_or_1 u_error ();
        end
        if (N_CTX < 1 || (RESUME != 0 && N_CTX != 1)) begin : g_bad_resume_contexts
            hc_error_RESUME_needs_N_CTX_1 u_error ();
        end
    endgenerate

    // hc_hmac_ctrl's operation codes: the inner hash of a MAC (0; 3, the reserved one, is
    // hashed as a MAC); a hash top's blocks are all the message's
    localparam [2:0] OP_MAC = 3'd0, OP_BAD = 3'd3;
    function inner_op(input [2:0] op);
        inner_op = (HMAC == 0) | (op == OP_MAC) | (op == OP_BAD);
    endfunction

    // the length field's bytes in the order of its value (byte 0 the least significant)
    function [LEN_W-1:0] field_value(input [LEN_W-1:0] field);
        integer n;
        begin
            for (n = 0; n < LEN_W / 8; n = n + 1)
                field_value[8*n +: 8] = (LEN_LITTLE != 0) ? field[LEN_W - 8 - 8*n +: 8]
                                                          : field[8*n +: 8];
        end
    endfunction

    generate
        if (RESUME != 0) begin : g_resume
            wire resumed_inner = resume & inner_op(c_op);
            // resume_bytes < 2^MAX_BYTES_W: the sum fits the field
            wire [LEN_W-1:0] resume_bits = {{(LEN_W-MAX_BYTES_W-3){1'b0}}, resume_bytes, 3'b000};
            // reversing the bytes twice gives them back: the same function writes the field
            wire [LEN_W-1:0] moved_field =
                field_value(field_value(c_data[LEN_W-1:0]) + resume_bits);

            assign core_cv   = resumed_inner ? resume_cv : c_cv;
            assign core_data = (resumed_inner & c_last[0])
                ? {c_data[BLOCK_W-1:LEN_W], moved_field} : c_data;
            assign st_we     = core_st_we & inner_op(core_st_op);
        end else begin : g_plain
            assign core_cv   = c_cv;
            assign core_data = c_data;
            assign st_we     = 1'b0;
            wire unused_resume = &{1'b0, c_last, c_op, resume, resume_bytes, resume_cv,
                                   core_st_we, core_st_op};
        end
    endgenerate
endmodule
`default_nettype wire
