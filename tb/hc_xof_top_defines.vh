// The defines that name an extendable-output stream top (hc_shake_stream: s_outlen in, an
// AXI4-Stream of output beats out; docs/sha3.md) to the benches built around it
// (tb/hc_xof_file_tb.v, tb/hc_cocotb_xof_tb.v), with their defaults. Included before the
// bench's module.
//   HC_TOP          stream top module                     (hc_shake_stream)
//   HC_DATA_W       s_tdata width                         (32)
//   HC_TID_W        s_tid / m_tid width                   (8)
//   HC_OUT_W        m_tdata width                         (64)
//   HC_OUTLEN_W     s_outlen width                        (32)
//   HC_PARAMS       the DUT's parameter list, named
//   HC_HALF_PERIOD  half the clock period in ns           (5)
`ifndef HC_TOP
`define HC_TOP hc_shake_stream
`endif
`ifndef HC_DATA_W
`define HC_DATA_W 32
`endif
`ifndef HC_TID_W
`define HC_TID_W 8
`endif
`ifndef HC_OUT_W
`define HC_OUT_W 64
`endif
`ifndef HC_OUTLEN_W
`define HC_OUTLEN_W 32
`endif
`ifndef HC_PARAMS
`define HC_PARAMS .DATA_W(`HC_DATA_W), .TID_W(`HC_TID_W), .OUT_W(`HC_OUT_W), .OUTLEN_W(`HC_OUTLEN_W)
`endif
`ifndef HC_HALF_PERIOD
`define HC_HALF_PERIOD 5
`endif
