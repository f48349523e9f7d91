`default_nettype none

// hc_hmac_word_select: word `index` of WORDS words of DATA_W bits, word 0 in the most
// significant bits (a block or a digest read as a stream, first byte first). A plain
// multiplexer on the index's low bits: an index past the last word is never asked for.
module hc_hmac_word_select #(
    parameter DATA_W  = 32,   // word width in bits: at least 1
    parameter WORDS   = 8,    // words: at least 1
    parameter INDEX_W = 6     // width of index: at least 1
) (
    input  wire [WORDS*DATA_W-1:0] words,
    input  wire [INDEX_W-1:0]      index,
    output wire [DATA_W-1:0]       word
);
    localparam integer SEL_W = (WORDS > 1) ? $clog2(WORDS) : 1;

    generate
        if (DATA_W < 1) begin : g_bad_data_w
            hc_error_DATA_W_must_be_at_least_1 u_error ();
        end
        if (WORDS < 1) begin : g_bad_words
            hc_error_WORDS_must_be_at_least_1 u_error ();
        end
        if (INDEX_W < SEL_W) begin : g_bad_index_w
            hc_error_INDEX_W_must_reach_every_word u_error ();
        end
    endgenerate

    wire [DATA_W-1:0] table_words [0:(1 << SEL_W)-1];
    genvar j;
    generate
        for (j = 0; j < (1 << SEL_W); j = j + 1) begin : g_word
            if (j < WORDS) begin : g_real
                assign table_words[j] = words[WORDS*DATA_W-1-j*DATA_W -: DATA_W];
            end else begin : g_none
                assign table_words[j] = {DATA_W{1'b0}};
            end
        end
    endgenerate

    assign word = table_words[index[SEL_W-1:0]];
    wire [INDEX_W-1:0] unused_index = index;   // the high bits: see above

endmodule

`default_nettype wire
