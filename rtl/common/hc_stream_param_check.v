`default_nettype none
// The parameters every stream top shares (docs/interface.md, "Stream top"), checked in
// one place: a bad value stops elaboration with a module named after the rule (no such
// module exists), the mechanism every parameterised module of hashcores uses. No ports,
// no logic: a stream top instantiates it with its own parameter values.
module hc_stream_param_check #(
    // input width in bits: a multiple of 32, 32 .. 1024
    parameter DATA_W      = 32,
    // width of s_tid / m_tid
    parameter TID_W       = 1,
    // byte counter width: at most 61, so a length in bits fits in 64 bits
    parameter MAX_BYTES_W = 61
) ();
    generate
        if (DATA_W < 32 || DATA_W > 1024 || DATA_W % 32 != 0) begin : g_bad_data_w
            hc_error_DATA_W_must_be_a_multiple_of_32_from_32_to_1024 u_error ();
        end
        if (TID_W < 1) begin : g_bad_tid_w
            hc_error_TID_W_must_be_at_least_1 u_error ();
        end
        if (MAX_BYTES_W < 1 || MAX_BYTES_W > 61) begin : g_bad_max_bytes_w
            hc_error_MAX_BYTES_W_must_be_1_to_61 u_error ();
        end
    endgenerate
endmodule
`default_nettype wire
