#ifndef FROLIC_CCHIPMUNK_SHIM_H
#define FROLIC_CCHIPMUNK_SHIM_H
#include <chipmunk/chipmunk.h>
#endif
