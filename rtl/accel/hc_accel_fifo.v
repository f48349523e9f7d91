`default_nettype none
// hc_accel_fifo: the accelerator's input FIFO of message beats (32-bit data, keep, last),
// between the bus side (the DATA window's byte packer or the AXI4-Stream port) and the
// core's stream input. First-word-fall-through: the head beat is shown while not empty.
// The head beat is shown from a register (the beat memory's read is loaded into it), so
// no path runs from the bus side through the memory into the core's padding unit; a beat
// written into the empty FIFO is shown the next clock. `clear` empties it (CTRL.ABORT).
module hc_accel_fifo #(
    // beats held: a power of two, 2 .. 128 (STATUS.FIFO_LEVEL has 8 bits)
    parameter DEPTH = 16
) (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        clear,
    input  wire [31:0] in_data,
    input  wire [3:0]  in_keep,
    input  wire        in_last,
    input  wire        in_valid,
    output wire        in_ready,
    output wire [31:0] out_data,
    output wire [3:0]  out_keep,
    output wire        out_last,
    output wire        out_valid,
    input  wire        out_ready,
    output reg  [7:0]  level_q
);
    generate
        if (DEPTH < 2 || DEPTH > 128 || (DEPTH & (DEPTH - 1)) != 0) begin : g_bad_depth
            hc_error_DEPTH_must_be_a_power_of_2_from_2_to_128 u_error ();
        end
    endgenerate

    localparam integer PTR_W = $clog2(DEPTH);

    reg [36:0]      beat_mem [0:DEPTH-1];
    reg [PTR_W-1:0] write_ptr_q;
    reg [PTR_W-1:0] read_ptr_q;

    reg             head_valid_q;   // the head register holds a beat
    reg  [36:0]     head_q;         // the head beat {last, keep, data}

    // level_q counts every beat held, the head's too
    wire push = in_valid && in_ready;
    wire pop = out_valid && out_ready;
    wire in_memory = (level_q != {7'd0, head_valid_q});   // beats behind the head
    wire load_head = in_memory && (!head_valid_q || pop);
    assign in_ready = (level_q != DEPTH[7:0]);
    assign out_valid = head_valid_q;
    assign {out_last, out_keep, out_data} = head_q;

    always @(posedge clk) begin
        if (push) beat_mem[write_ptr_q] <= {in_last, in_keep, in_data};
    end

    // datapath: read only while head_valid_q says it holds a beat
    always @(posedge clk) begin
        if (load_head) head_q <= beat_mem[read_ptr_q];
    end

    always @(posedge clk) begin
        if (!rst_n || clear) begin
            write_ptr_q <= {PTR_W{1'b0}};
            read_ptr_q <= {PTR_W{1'b0}};
            level_q <= 8'd0;
            head_valid_q <= 1'b0;
        end else begin
            if (push) write_ptr_q <= write_ptr_q + 1'b1;
            if (load_head) read_ptr_q <= read_ptr_q + 1'b1;
            if (load_head) head_valid_q <= 1'b1;
            else if (pop) head_valid_q <= 1'b0;
            if (push && !pop) level_q <= level_q + 8'd1;
            else if (pop && !push) level_q <= level_q - 8'd1;
        end
    end
endmodule
`default_nettype wire
