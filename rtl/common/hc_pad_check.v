`default_nettype none

// hc_pad_check: the parameter rules of the padding unit, in one place. hc_stream_pad, its
// parts, hc_keep_decode and hc_ctx_pad each instantiate it with the parameters they have
// (the others keep their defaults, which pass). A parameter that breaks a rule stops
// elaboration: its branch instantiates a module that does not exist, named after the rule
// (the style of rtl/sha3/hc_keccak_core.v). No ports, no logic.
module hc_pad_check #(
    // input width in bits: a multiple of 32
    parameter DATA_W       = 32,
    // block (rate) width in bits: a multiple of 8
    parameter BLOCK_W      = 512,
    // width of s_tid / b_tid: at least 1
    parameter TID_W        = 1,
    // first padding byte: 0 .. 255
    parameter PAD_BYTE     = 8'h80,
    // bits of the length field: 0 (none), or a multiple of 8 from 16 below BLOCK_W
    parameter LEN_W        = 0,
    // length field byte order: 0 or 1
    parameter LEN_LITTLE   = 0,
    // OR 8'h80 into the final block's last byte: 0 or 1
    parameter PAD_LAST_BIT = 0,
    // byte counter width: at least 1
    parameter MAX_BYTES_W  = 61,
    // output register: 0 or 1
    parameter OUT_REG      = 1,
    // keep decoded by the source: 0 or 1
    parameter KEEP_IN      = 0,
    // bytes per write unit: divides DATA_W/8 and BLOCK_W/8
    parameter UNIT_BYTES   = 1,
    // registered pieces: 0 or 1
    parameter PIECE_REG    = 0,
    // message contexts: at least 1
    parameter N_CTX        = 1,
    // s_tid bit that marks a message continuing after one block: -1 (none) .. TID_W - 1,
    // with a length field
    parameter PREFIX_BIT   = -1,
    // bytes a message is counted from (hc_pad_byte_count): 0, or a power of 2 below
    // 2^(MAX_BYTES_W-1)
    parameter PREFIX_BYTES = 0,
    // a beat's s_tid checked against its message's: 0 or 1
    parameter TID_CHECK    = 1
) ();
    generate
        if (DATA_W < 32 || DATA_W % 32 != 0) begin : g_bad_data_w
            hc_error_DATA_W_must_be_a_multiple_of_32 u_error ();
        end
        if (BLOCK_W < 8 || BLOCK_W % 8 != 0) begin : g_bad_block_w
            hc_error_BLOCK_W_must_be_a_multiple_of_8 u_error ();
        end
        if (TID_W < 1) begin : g_bad_tid_w
            hc_error_TID_W_must_be_at_least_1 u_error ();
        end
        if (PAD_BYTE < 0 || PAD_BYTE > 255) begin : g_bad_pad_byte
            hc_error_PAD_BYTE_must_be_0_to_255 u_error ();
        end
        // (a one-byte field would leave no bits above its lowest byte)
        if (LEN_W != 0 && (LEN_W < 16 || LEN_W % 8 != 0 || LEN_W >= BLOCK_W))
        begin : g_bad_len_w
            hc_error_LEN_W_must_be_0_or_a_multiple_of_8_from_16_below_BLOCK_W u_error ();
        end
        if (LEN_LITTLE != 0 && LEN_LITTLE != 1) begin : g_bad_len_little
            hc_error_LEN_LITTLE_must_be_0_or_1 u_error ();
        end
        if (PAD_LAST_BIT != 0 && PAD_LAST_BIT != 1) begin : g_bad_pad_last_bit
            hc_error_PAD_LAST_BIT_must_be_0_or_1 u_error ();
        end
        if (MAX_BYTES_W < 1) begin : g_bad_max_bytes_w
            hc_error_MAX_BYTES_W_must_be_at_least_1 u_error ();
        end
        if (OUT_REG != 0 && OUT_REG != 1) begin : g_bad_out_reg
            hc_error_OUT_REG_must_be_0_or_1 u_error ();
        end
        if (KEEP_IN != 0 && KEEP_IN != 1) begin : g_bad_keep_in
            hc_error_KEEP_IN_must_be_0_or_1 u_error ();
        end
        if (UNIT_BYTES < 1 || (DATA_W / 8) % UNIT_BYTES != 0 || (BLOCK_W / 8) % UNIT_BYTES != 0)
        begin : g_bad_unit_bytes
            hc_error_UNIT_BYTES_must_divide_DATA_W_and_BLOCK_W_bytes u_error ();
        end
        if (PIECE_REG != 0 && PIECE_REG != 1) begin : g_bad_piece_reg
            hc_error_PIECE_REG_must_be_0_or_1 u_error ();
        end
        if (N_CTX < 1) begin : g_bad_n_ctx
            hc_error_N_CTX_must_be_at_least_1 u_error ();
        end
        if (PREFIX_BIT < -1 || PREFIX_BIT >= TID_W || (PREFIX_BIT >= 0 && LEN_W == 0))
        begin : g_bad_prefix_bit
            hc_error_PREFIX_BIT_must_be_minus_1_or_a_tid_bit_with_a_length_field u_error ();
        end
        // (the byte counter's overflow flag takes a new message's high bits as not all
        // ones: the bytes counted ahead must sit below the counter's top bit)
        if (PREFIX_BYTES < 0 || (PREFIX_BYTES & (PREFIX_BYTES - 1)) != 0
            || (PREFIX_BYTES > 0 && MAX_BYTES_W <= $clog2(PREFIX_BYTES) + 1))
        begin : g_bad_prefix_bytes
            hc_error_PREFIX_BYTES_must_be_0_or_a_power_of_2_below_the_count_top_bit u_error ();
        end
        if (TID_CHECK != 0 && TID_CHECK != 1) begin : g_bad_tid_check
            hc_error_TID_CHECK_must_be_0_or_1 u_error ();
        end
    endgenerate

endmodule

`default_nettype wire
