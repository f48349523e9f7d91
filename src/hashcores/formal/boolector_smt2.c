/* boolector_smt2: the command SymbiYosys's smtbmc engine calls as `boolector --smt2 -i`,
 * over the Boolector library of the pyboolector wheel, which ships the library but no
 * command (hashcores.formal.native_solver builds it). It sets what those flags set
 * (incremental solving; models, for the counterexample traces) and hands stdin to the
 * library's SMT-LIB 2 reader, which answers each command on stdout as it comes. `-V` or
 * `--version` prints the version and reads nothing. The library's functions are
 * declared here from Boolector 3.2's API (boolector.h) rather than included: the wheel
 * has no headers. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct Btor Btor;
Btor *boolector_new(void);
void boolector_delete(Btor *btor);
/* option numbers of Boolector 3.2's BtorOption (btortypes.h) */
enum { OPT_MODEL_GEN = 0, OPT_INCREMENTAL = 1 };
void boolector_set_opt(Btor *btor, int32_t opt, uint32_t value);
int32_t boolector_parse_smt2(Btor *btor, FILE *infile, const char *infile_name,
                             FILE *outfile, char **error_msg, int32_t *status);

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-V") || !strcmp(argv[i], "--version")) {
            puts(BOOLECTOR_VERSION);
            return 0;
        }
    }
    Btor *btor = boolector_new();
    boolector_set_opt(btor, OPT_MODEL_GEN, 1);
    boolector_set_opt(btor, OPT_INCREMENTAL, 1);
    /* a line at a time: smtbmc waits for each answer before its next command */
    setvbuf(stdout, NULL, _IOLBF, 0);
    char *error = NULL;
    int32_t status = 0;
    boolector_parse_smt2(btor, stdin, "<stdin>", stdout, &error, &status);
    if (error != NULL) {
        fprintf(stderr, "boolector: %s\n", error);
        return 1;
    }
    boolector_delete(btor);
    return 0;
}
