#ifndef CVIPS_SHIM_H
#define CVIPS_SHIM_H
// libvips' headers (and GLib's include folders, through pkg-config) for the C target CVipsOperations, the only code
// that calls libvips; Swift reaches libvips through CVipsOperations alone.
#include <vips/vips.h>
#endif
