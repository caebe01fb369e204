(* SplitMix64 on boxed Int64.  Every random draw of the workload generator goes
   through this module so that traces are identical on every platform and
   every OCaml release (Stdlib.Random changed its algorithm in OCaml 5.0). *)

type t = { mutable state : int64 }

let golden = 0x9E3779B97F4A7C15L
let m1 = 0xBF58476D1CE4E5B9L
let m2 = 0x94D049BB133111EBL

let make seed = { state = Int64.of_int seed }

let copy t = { state = t.state }

let next64 t =
  t.state <- Int64.add t.state golden;
  let z = t.state in
  let z = Int64.mul (Int64.logxor z (Int64.shift_right_logical z 30)) m1 in
  let z = Int64.mul (Int64.logxor z (Int64.shift_right_logical z 27)) m2 in
  Int64.logxor z (Int64.shift_right_logical z 31)

(* Uniform integer in [0, n).  Plain modulo reduction: the bias is below
   2^-40 for every n this simulator uses. *)
let below t n =
  if n <= 0 then invalid_arg "Prng.below";
  Int64.to_int (Int64.unsigned_rem (next64 t) (Int64.of_int n))

let range t lo hi =
  if hi < lo then invalid_arg "Prng.range";
  lo + below t (hi - lo + 1)

let pick t arr = arr.(below t (Array.length arr))

(* Derive an independent stream, e.g. one per experiment repetition. *)
let split t = { state = next64 t }
