"""Power estimate of a core on ECP5 (`hashcores bench --power`): an estimate, not a
measurement.

The steps, one module each:
- `layout`: synthesis (the bench's cached step), place and route with nextpnr writing the
  routed netlist (`--write`) and its delays (`--sdf`), the routed netlist as Verilog;
- `ebr`: the block RAM configurations the DP16KD model covers, checked before
  simulation;
- `sdf`: nextpnr's SDF with its INTERCONNECT (wire) delays folded into the cells' input
  paths, written as parameters of the cell models (transport delays per input, an
  inertial stage per output: see its docstring for why, and why not `$sdf_annotate` on
  specify paths);
- `simulate`: Icarus runs of the routed netlist on real traffic, zero-delay and timed,
  dumping the netlist's nets to a VCD (docs/power.md);
- `activity`: toggles per net from the VCD;
- `model`: the capacitance proxy and the power and energy figures;
- `estimate`: all of it for a core (or a small circuit of the tests).
"""
