// libFuzzer's driver, for a program with its own main (linked from the toolchain's
// libclang_rt.fuzzer_no_main by scripts/fuzz; nothing links it in a normal build).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
