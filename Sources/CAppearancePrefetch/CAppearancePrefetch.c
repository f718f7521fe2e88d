// The module is its header's inline function; SwiftPM needs one source file to build a C target.
#include "CAppearancePrefetch.h"
