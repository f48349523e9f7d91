"""The register decode in Verilog-2005 from the SystemRDL description (docs/accelerator.md).

peakrdl-regblock writes SystemVerilog (packages, unpacked structs) that Icarus 11 refuses,
so the decode comes from this small exporter over the same elaborated model that
peakrdl-cheader and peakrdl-markdown read. It knows only what the description uses:

* internal registers: fields `sw=rw` with storage (a `<reg>_<field>_q` output, reset to the
  field's reset value, written under WSTRB), `sw=r hw=w` fields (a `<reg>_<field>` input;
  a register array gives one input of all its elements, element n in `[W*n +: W]`), and
  `onwrite=woclr; hwset` fields (a `<reg>_<field>_set` input; a set in the clock of a
  clearing write wins, so no event is lost);
* `external` registers: the access is handed to the accelerator's logic (`<reg>_wr_req`,
  `<reg>_rd_req` held until `<reg>_ack`, with `<reg>_err` for SLVERR and `<reg>_rdata`);
  an external array (a power-of-2 count, its first word a multiple of the count) gives
  one request for all its elements and the element's number (`<reg>_wr_index`,
  `<reg>_rd_index`).

For the protocol proof (formal/hc_axil_slave_props.sv) the decode has one more output under
`ifdef FORMAL, which the benchmark never defines: its turn register (`formal_read_turn`).

Every access is answered: an unmapped address, a write to a register without a writable
field and a read of one without a readable field get SLVERR (AXI4 section B1.1.1, "SLVERR:
the access has reached the slave successfully, but the slave wishes to return an error").
"""

from __future__ import annotations

from dataclasses import dataclass

from systemrdl.node import AddrmapNode, FieldNode, RegNode
from systemrdl.rdltypes import AccessType, OnWriteType


class UnsupportedRegisterError(ValueError):
    """The description uses a SystemRDL feature this exporter does not generate."""


@dataclass(frozen=True)
class Field:
    name: str
    lsb: int
    msb: int
    kind: str  # "storage", "input", "w1c", "external"
    reset: int

    @property
    def width(self) -> int:
        return self.msb - self.lsb + 1


@dataclass(frozen=True)
class Register:
    name: str
    word: int  # address / 4 of element 0
    count: int  # array elements (1 for a plain register)
    external: bool
    readable: bool
    writable: bool
    fields: tuple[Field, ...]


def _field(node: FieldNode, external: bool) -> Field:
    sw = node.get_property("sw")
    onwrite = node.get_property("onwrite")
    reset = node.get_property("reset") or 0
    if external:
        kind = "external"
    elif sw == AccessType.rw and onwrite is None and not node.get_property("singlepulse"):
        kind = "storage"
    elif sw == AccessType.r and node.get_property("hw") == AccessType.w:
        kind = "input"
    elif sw == AccessType.rw and onwrite == OnWriteType.woclr and node.get_property("hwset"):
        kind = "w1c"
    else:
        raise UnsupportedRegisterError(f"field {node.get_path()}: sw={sw} onwrite={onwrite} "
                                       "is not generated (only rw, r/hw=w, woclr+hwset)")
    return Field(node.inst_name.lower(), node.lsb, node.msb, kind, int(reset))


def registers(top: AddrmapNode) -> list[Register]:
    """The registers of the map, in address order (arrays once, with their count)."""
    found = []
    for node in top.children(unroll=False):
        if not isinstance(node, RegNode):
            raise UnsupportedRegisterError(f"{node.get_path()}: only registers at the top level")
        if node.get_property("regwidth") != 32:
            raise UnsupportedRegisterError(f"{node.get_path()}: only 32-bit registers")
        count = 1
        if node.is_array:
            if node.array_stride != 4 or len(node.array_dimensions) != 1:
                raise UnsupportedRegisterError(f"{node.get_path()}: only 1-D arrays of stride 4")
            count = node.array_dimensions[0]
        external = bool(node.external)
        fields = tuple(_field(f, external) for f in node.fields())
        found.append(Register(node.inst_name.lower(), node.raw_address_offset // 4, count,
                              external, node.has_sw_readable, node.has_sw_writable, fields))
    return sorted(found, key=lambda r: r.word)


def map_bits(regs: list[Register]) -> int:
    """Byte-address bits the map spans (at least 3)."""
    end = max(4 * (r.word + r.count) for r in regs)
    return max(3, (end - 1).bit_length())


def _read_value(reg: Register, element: int | None) -> str:
    """The 32-bit read value of an internal register (element of an array) as a
    concatenation, zeros in the gaps."""
    parts = []
    bit = 32
    for f in sorted(reg.fields, key=lambda f: -f.msb):
        if bit - 1 > f.msb:
            parts.append(f"{bit - 1 - f.msb}'d0")
        name = f"{reg.name}_{f.name}"
        if f.kind == "input":
            parts.append(name if element is None else f"{name}[{f.width * element} +: {f.width}]")
        else:
            parts.append(f"{name}_q")
        bit = f.lsb
    if bit > 0:
        parts.append(f"{bit}'d0")
    return "{" + ", ".join(parts) + "}" if len(parts) > 1 else parts[0]


def _index_bits(reg: Register) -> int:
    """Bits of an external array's element number (0 for a plain register)."""
    if reg.count == 1:
        return 0
    bits = reg.count.bit_length() - 1
    if reg.count != 1 << bits or reg.word % reg.count:
        raise UnsupportedRegisterError(
            f"{reg.name}: an external array needs a power-of-2 count and its first word a "
            "multiple of it")
    return bits


def _hit(reg: Register, latched: str, word_w: int) -> str:
    """The latched word address is an element of `reg` (its high bits, for an array)."""
    bits = _index_bits(reg)
    if bits == 0:
        return f"({latched} == {reg.name.upper()}_WORD)"
    return (f"({latched}[{word_w - 1}:{bits}] == "
            f"{reg.name.upper()}_WORD[{word_w - 1}:{bits}])")


def _word(reg: Register, element: int, word_w: int) -> str:
    """The word address of `element` of `reg`, as a case item."""
    name = f"{reg.name.upper()}_WORD"
    return name if reg.count == 1 else f"{name} + {word_w}'d{element}"


def _ports(regs: list[Register]) -> list[str]:
    lines = []
    for reg in regs:
        if reg.external:
            lines.append(f"    // {reg.name.upper()} (external): held until {reg.name}_ack")
            bits = _index_bits(reg)
            if reg.writable:
                lines.append(f"    output wire        {reg.name}_wr_req,")
                if bits:
                    lines.append(f"    output wire [{bits - 1}:0]  {reg.name}_wr_index,")
            if reg.readable:
                lines.append(f"    output wire        {reg.name}_rd_req,")
                if bits:
                    lines.append(f"    output wire [{bits - 1}:0]  {reg.name}_rd_index,")
                lines.append(f"    input  wire [31:0] {reg.name}_rdata,")
            lines.append(f"    input  wire        {reg.name}_ack,")
            lines.append(f"    input  wire        {reg.name}_err,")
            continue
        lines.append(f"    // {reg.name.upper()}")
        for f in reg.fields:
            name = f"{reg.name}_{f.name}"
            if f.kind == "input":
                width = f.width * reg.count
                lines.append(f"    input  wire [{width - 1}:0] {name},")
            else:
                if f.kind == "w1c":
                    lines.append(f"    input  wire        {name}_set,")
                lines.append(f"    output reg  [{f.width - 1}:0] {name}_q,")
    return lines


def _formal_ports() -> list[str]:
    """An output that exists only under FORMAL (SymbiYosys defines it, the benchmark never):
    the slave's arbitration register, which its AXI outputs do not show and the protocol
    proof's accept bound depends on (formal/hc_axil_slave_props.sv cannot look inside the
    unit)."""
    return [
        "`ifdef FORMAL",
        "    // for the proofs only (formal/hc_axil_slave_props.sv): whose turn it is when a",
        "    // write and a read both wait (read_turn_q)",
        "    output wire              formal_read_turn,",
        "`endif",
    ]


def _formal_block() -> list[str]:
    """The FORMAL-only output's value."""
    return [
        "",
        "`ifdef FORMAL",
        "    assign formal_read_turn = read_turn_q;",
        "`endif",
    ]


def _mask(f: Field) -> str:
    """The bits of `f` a write's WSTRB lets through (each bit follows its byte's strobe)."""
    parts = []
    bit = f.msb
    while bit >= f.lsb:
        low = max(f.lsb, 8 * (bit // 8))
        parts.append(f"{{{bit - low + 1}{{wstrb_q[{bit // 8}]}}}}")
        bit = low - 1
    return "{" + ", ".join(parts) + "}"


def _storage(regs: list[Register]) -> list[str]:
    """The clocked process of the fields with storage."""
    resets, writes = [], []
    for reg in regs:
        if reg.external or reg.count != 1:
            continue
        for f in reg.fields:
            name = f"{reg.name}_{f.name}_q"
            mask = _mask(f)
            data = f"wdata_q[{f.msb}:{f.lsb}]"
            hit = f"write_word_q == {reg.name.upper()}_WORD"
            if f.kind == "storage":
                resets.append(f"            {name} <= {f.width}'d{f.reset};")
                writes.append(f"            if (store_write && {hit})\n"
                              f"                {name} <= ({name} & ~{mask}) | ({data} & {mask});")
            elif f.kind == "w1c":
                resets.append(f"            {name} <= {f.width}'d{f.reset};")
                writes.append(f"            {name} <= ({name} & ~((store_write && {hit}) ? "
                              f"{data} & {mask} : {f.width}'d0)) | {reg.name}_{f.name}_set;")
    if not resets:
        return []
    return ["    always @(posedge clk) begin",
            "        if (!rst_n) begin", *resets, "        end else begin", *writes,
            "        end", "    end", ""]


def module(top: AddrmapNode, name: str, source: str) -> str:
    """The decode module `name` of the map `top` (described in file `source`)."""
    regs = registers(top)
    bits = map_bits(regs)
    word_w = bits - 2
    out = [
        f"// {name}: the AXI4-Lite register decode of {top.inst_name}, generated by",
        f"// `hashcores regs` from {source}: do not edit (tests/test_accel_regs.py checks it).",
        "// One access at a time: a write (AW and W together) or a read, alternating when both",
        "// wait; an access to an external register waits for its _ack. Addresses select",
        "// 32-bit words (the low two bits and WSTRB say which bytes).",
        "`default_nettype none",
        f"module {name} #(",
        f"    // AXI4-Lite address width: at least {bits}, the map's span",
        f"    parameter ADDR_W = {bits}",
        ") (",
        "    input  wire              clk,",
        "    input  wire              rst_n,",
        "    input  wire [ADDR_W-1:0] s_axil_awaddr,",
        "    input  wire              s_axil_awvalid,",
        "    output wire              s_axil_awready,",
        "    input  wire [31:0]       s_axil_wdata,",
        "    input  wire [3:0]        s_axil_wstrb,",
        "    input  wire              s_axil_wvalid,",
        "    output wire              s_axil_wready,",
        "    output reg  [1:0]        s_axil_bresp,",
        "    output wire              s_axil_bvalid,",
        "    input  wire              s_axil_bready,",
        "    input  wire [ADDR_W-1:0] s_axil_araddr,",
        "    input  wire              s_axil_arvalid,",
        "    output wire              s_axil_arready,",
        "    output reg  [31:0]       s_axil_rdata,",
        "    output reg  [1:0]        s_axil_rresp,",
        "    output wire              s_axil_rvalid,",
        "    input  wire              s_axil_rready,",
        "    // the write being served, for the external registers",
        "    output wire [31:0]       ext_wdata,",
        "    output wire [3:0]        ext_wstrb,",
        *_ports(regs),
        *_formal_ports(),
        "    // one clock per access answered with SLVERR",
        "    output reg               bus_error",
        ");",
        "    generate",
        f"        if (ADDR_W < {bits} || ADDR_W > 32) begin : g_bad_addr_w",
        f"            hc_error_ADDR_W_must_be_{bits}_to_32 u_error ();",
        "        end",
        "    endgenerate",
        "",
        "    localparam [1:0] RESP_OKAY = 2'b00;",
        "    localparam [1:0] RESP_SLVERR = 2'b10;",
    ]
    for reg in regs:
        out.append(f"    localparam [{word_w - 1}:0] {reg.name.upper()}_WORD = {word_w}'d{reg.word};")
    out += [
        "",
        "    localparam [2:0] S_IDLE = 3'd0;",
        "    localparam [2:0] S_WRITE = 3'd1;",
        "    localparam [2:0] S_WRESP = 3'd2;",
        "    localparam [2:0] S_READ = 3'd3;",
        "    localparam [2:0] S_RRESP = 3'd4;",
        "    reg [2:0] state_q;",
        "    reg       read_turn_q;  // both waited last time: the read goes first now",
        f"    reg [{word_w - 1}:0] write_word_q;",
        f"    reg [{word_w - 1}:0] read_word_q;",
        "    reg       write_outside_q;  // the address is beyond the map",
        "    reg       read_outside_q;",
        "    reg [31:0] wdata_q;",
        "    reg [3:0]  wstrb_q;",
        "",
        "    wire take_write = (state_q == S_IDLE) && s_axil_awvalid && s_axil_wvalid &&",
        "                      !(s_axil_arvalid && read_turn_q);",
        "    wire take_read = (state_q == S_IDLE) && s_axil_arvalid && !take_write;",
        "    assign s_axil_awready = take_write;",
        "    assign s_axil_wready = take_write;",
        "    assign s_axil_arready = take_read;",
        "    assign s_axil_bvalid = (state_q == S_WRESP);",
        "    assign s_axil_rvalid = (state_q == S_RRESP);",
        "    assign ext_wdata = wdata_q;",
        "    assign ext_wstrb = wstrb_q;",
        "",
    ]
    # beyond-the-map flags
    out += [
        "    wire write_outside;",
        "    wire read_outside;",
        "    generate",
        f"        if (ADDR_W > {bits}) begin : g_outside",
        f"            assign write_outside = |s_axil_awaddr[ADDR_W-1:{bits}];",
        f"            assign read_outside = |s_axil_araddr[ADDR_W-1:{bits}];",
        "        end else begin : g_inside",
        "            assign write_outside = 1'b0;",
        "            assign read_outside = 1'b0;",
        "        end",
        "    endgenerate",
        "",
    ]
    # what a write / read of the latched word does
    out += ["    // the latched write's register: 0 unmapped, 1 stored here, 2 external, 3 read-only",
            "    reg [1:0] write_kind;",
            "    always @(*) begin",
            "        write_kind = 2'd0;",
            "        if (!write_outside_q) begin",
            "            case (write_word_q)"]
    for reg in regs:
        kind = "2'd3" if not reg.writable else ("2'd2" if reg.external else "2'd1")
        for n in range(reg.count):
            out.append(f"                {_word(reg, n, word_w)}: write_kind = {kind};")
    out += ["                default: write_kind = 2'd0;", "            endcase", "        end",
            "    end", ""]
    out += ["    // the latched read's register: 0 unmapped or write-only, 1 here, 2 external",
            "    reg [1:0] read_kind;",
            "    reg [31:0] read_value;",
            "    always @(*) begin",
            "        read_kind = 2'd0;",
            "        read_value = 32'd0;",
            "        if (!read_outside_q) begin",
            "            case (read_word_q)"]
    for reg in regs:
        for n in range(reg.count):
            item = f"                {_word(reg, n, word_w)}:"
            if not reg.readable:
                continue
            if reg.external:
                out.append(f"{item} begin read_kind = 2'd2; read_value = {reg.name}_rdata; end")
            else:
                value = _read_value(reg, n if reg.count > 1 else None)
                out.append(f"{item} begin read_kind = 2'd1; read_value = {value}; end")
    out += ["                default: read_kind = 2'd0;", "            endcase", "        end",
            "    end", ""]
    # external handshakes
    ext_ack_w, ext_err_w, ext_ack_r, ext_err_r = [], [], [], []
    for reg in regs:
        if not reg.external:
            continue
        hit_w = _hit(reg, "write_word_q", word_w)
        hit_r = _hit(reg, "read_word_q", word_w)
        index_bits = _index_bits(reg)
        if reg.writable:
            out.append(f"    assign {reg.name}_wr_req = (state_q == S_WRITE) && (write_kind == 2'd2) && {hit_w};")
            if index_bits:
                out.append(f"    assign {reg.name}_wr_index = write_word_q[{index_bits - 1}:0];")
            ext_ack_w.append(f"({hit_w} && {reg.name}_ack)")
            ext_err_w.append(f"({hit_w} && {reg.name}_err)")
        if reg.readable:
            out.append(f"    assign {reg.name}_rd_req = (state_q == S_READ) && (read_kind == 2'd2) && {hit_r};")
            if index_bits:
                out.append(f"    assign {reg.name}_rd_index = read_word_q[{index_bits - 1}:0];")
            ext_ack_r.append(f"({hit_r} && {reg.name}_ack)")
            ext_err_r.append(f"({hit_r} && {reg.name}_err)")
    def _any(terms: list[str]) -> str:
        return " || ".join(terms) if terms else "1'b0"
    out += [f"    wire ext_write_ack = {_any(ext_ack_w)};",
            f"    wire ext_write_err = {_any(ext_err_w)};",
            f"    wire ext_read_ack = {_any(ext_ack_r)};",
            f"    wire ext_read_err = {_any(ext_err_r)};",
            "    wire store_write = (state_q == S_WRITE) && (write_kind == 2'd1);",
            "    // the access is answered in this clock",
            "    wire write_done = (state_q == S_WRITE) && (write_kind != 2'd2 || ext_write_ack);",
            "    wire read_done = (state_q == S_READ) && (read_kind != 2'd2 || ext_read_ack);",
            "    wire write_refused = (write_kind == 2'd0) || (write_kind == 2'd3) ||",
            "                         ((write_kind == 2'd2) && ext_write_err);",
            "    wire read_refused = (read_kind == 2'd0) || ((read_kind == 2'd2) && ext_read_err);",
            ""]
    out += _storage(regs)
    out += [
        "    always @(posedge clk) begin",
        "        if (!rst_n) begin",
        "            state_q <= S_IDLE;",
        "            read_turn_q <= 1'b0;",
        "            bus_error <= 1'b0;",
        "        end else begin",
        "            bus_error <= 1'b0;",
        "            case (state_q)",
        "                S_IDLE: begin",
        "                    if (take_write) state_q <= S_WRITE;",
        "                    else if (take_read) state_q <= S_READ;",
        "                    if (s_axil_arvalid && s_axil_awvalid && s_axil_wvalid)",
        "                        read_turn_q <= take_write;",
        "                end",
        "                S_WRITE: if (write_done) begin",
        "                    state_q <= S_WRESP;",
        "                    bus_error <= write_refused;",
        "                end",
        "                S_WRESP: if (s_axil_bready) state_q <= S_IDLE;",
        "                S_READ: if (read_done) begin",
        "                    state_q <= S_RRESP;",
        "                    bus_error <= read_refused;",
        "                end",
        "                S_RRESP: if (s_axil_rready) state_q <= S_IDLE;",
        "                default: state_q <= S_IDLE;",
        "            endcase",
        "        end",
        "    end",
        "",
        "    // the access's address, data and response (held while the response waits)",
        "    always @(posedge clk) begin",
        "        if (take_write) begin",
        f"            write_word_q <= s_axil_awaddr[{bits - 1}:2];",
        "            write_outside_q <= write_outside;",
        "            wdata_q <= s_axil_wdata;",
        "            wstrb_q <= s_axil_wstrb;",
        "        end",
        "        if (take_read) begin",
        f"            read_word_q <= s_axil_araddr[{bits - 1}:2];",
        "            read_outside_q <= read_outside;",
        "        end",
        "        if (write_done) s_axil_bresp <= write_refused ? RESP_SLVERR : RESP_OKAY;",
        "        if (read_done) begin",
        "            s_axil_rresp <= read_refused ? RESP_SLVERR : RESP_OKAY;",
        "            s_axil_rdata <= read_refused ? 32'd0 : read_value;",
        "        end",
        "    end",
        "",
        "    // the byte-address bits below the word are not decoded (WSTRB says the bytes)",
        "    wire unused_address_bits = &{1'b0, s_axil_awaddr[1:0], s_axil_araddr[1:0]};",
        *_formal_block(),
        "endmodule",
        "`default_nettype wire",
    ]
    return "\n".join(out) + "\n"
