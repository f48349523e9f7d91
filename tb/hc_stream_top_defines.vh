// The defines that name a stream top with an m_digest output (docs/interface.md) to the
// benches built around it (tb/hc_stream_tb.v in both its modes), with their defaults
// (SHA-256 on a 32-bit stream). Included before the bench's module.
//   HC_TOP          stream top module                     (hc_sha2_stream)
//   HC_DATA_W       s_tdata width                         (32)
//   HC_TID_W        s_tid / m_tid width                   (8)
//   HC_DIGEST_BITS  m_digest width                        (256)
//   HC_PARAMS       the DUT's parameter list, named: .DATA_W(32), .TID_W(8), ...
//   HC_HALF_PERIOD  half the clock period in ns           (5; the power estimate runs
//                   timed netlists slower than 100 MHz when their Fmax asks for it)
`ifndef HC_TOP
`define HC_TOP hc_sha2_stream
`endif
`ifndef HC_DATA_W
`define HC_DATA_W 32
`endif
`ifndef HC_TID_W
`define HC_TID_W 8
`endif
`ifndef HC_DIGEST_BITS
`define HC_DIGEST_BITS 256
`endif
`ifndef HC_PARAMS
`define HC_PARAMS .DATA_W(`HC_DATA_W), .TID_W(`HC_TID_W), .DIGEST_BITS(`HC_DIGEST_BITS)
`endif
`ifndef HC_HALF_PERIOD
`define HC_HALF_PERIOD 5
`endif
