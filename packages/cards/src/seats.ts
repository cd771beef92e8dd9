/** Seats and their relations (Law 1 / Definitions "Rotation"; 17C: clockwise). */
export type Seat = "N" | "E" | "S" | "W";
export type Side = "NS" | "EW";

/** Clockwise order (Law 17C). */
export const SEATS: readonly Seat[] = ["N", "E", "S", "W"];
export const SIDES: readonly Side[] = ["NS", "EW"];

const INDEX: Readonly<Record<Seat, number>> = { N: 0, E: 1, S: 2, W: 3 };

export const isSeat = (u: unknown): u is Seat => u === "N" || u === "E" || u === "S" || u === "W";
export const seatIndex = (s: Seat): number => INDEX[s];
/** The seat `n` places clockwise from `s` (n may be negative). */
export const rotate = (s: Seat, n: number): Seat => SEATS[(((INDEX[s] + n) % 4) + 4) % 4]!;
/** Left-hand opponent: the next seat clockwise. */
export const lho = (s: Seat): Seat => rotate(s, 1);
/** Right-hand opponent: the previous seat clockwise. */
export const rho = (s: Seat): Seat => rotate(s, 3);
export const partner = (s: Seat): Seat => rotate(s, 2);
export const sideOf = (s: Seat): Side => (s === "N" || s === "S" ? "NS" : "EW");
export const otherSide = (side: Side): Side => (side === "NS" ? "EW" : "NS");
export const seatsOf = (side: Side): readonly [Seat, Seat] => (side === "NS" ? ["N", "S"] : ["E", "W"]);
export const sameSide = (a: Seat, b: Seat): boolean => sideOf(a) === sideOf(b);
export const SEAT_NAMES: Readonly<Record<Seat, string>> = { N: "North", E: "East", S: "South", W: "West" };
