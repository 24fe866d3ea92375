/*
 * cfade.h -- intentionally empty.
 *
 * The C Fade plugin exports nothing but `transhost_entry_v1`, declared in
 * transhost.h. This header exists because a SwiftPM C target needs an
 * include/ directory.
 */
#ifndef CFADE_H
#define CFADE_H
#endif /* CFADE_H */
