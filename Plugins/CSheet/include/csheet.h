/*
 * csheet.h -- intentionally empty.
 *
 * The C Sheet plugin exports nothing but `transhost_entry_v1`, declared in
 * transhost.h; a SwiftPM C target needs an include/ directory.
 */
#ifndef CSHEET_H
#define CSHEET_H
#endif /* CSHEET_H */
