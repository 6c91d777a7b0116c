#ifndef FROLIC_CGD_SHIM_H
#define FROLIC_CGD_SHIM_H
#include <gd.h>
#include <stdio.h>
#endif
