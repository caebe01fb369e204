(* 64-bit flow hash: FNV-1a over the 13-byte wire layout of the 5-tuple,
   keyed by the perturbation value and finished with the MurmurHash3 fmix64
   avalanche step.  All arithmetic is modulo 2^64 on Int64. *)

let fnv_offset = 0xcbf29ce484222325L
let fnv_prime = 0x100000001b3L

let fnv1a64 (b : Bytes.t) =
  let h = ref fnv_offset in
  Bytes.iter
    (fun c ->
      h := Int64.logxor !h (Int64.of_int (Char.code c));
      h := Int64.mul !h fnv_prime)
    b;
  !h

let fmix64 h =
  let open Int64 in
  let h = logxor h (shift_right_logical h 33) in
  let h = mul h 0xff51afd7ed558ccdL in
  let h = logxor h (shift_right_logical h 33) in
  let h = mul h 0xc4ceb9fe1a85ec53L in
  logxor h (shift_right_logical h 33)

let hash ~perturb (k : Flowkey.t) =
  fmix64 (Int64.logxor (fnv1a64 (Flowkey.to_bytes k)) (Int64.of_int32 perturb))

let rec log2 n = if n <= 1 then 0 else 1 + log2 (n lsr 1)

(* For n = 2^k the product h * n is a shift, and its high word is the top k
   bits of h. *)
let bucket ~perturb ~buckets k =
  let h = hash ~perturb k in
  if buckets = 1 then 0
  else if buckets land (buckets - 1) = 0 then
    Int64.to_int (Int64.shift_right_logical h (64 - log2 buckets))
  else Reduce.reduce h buckets

let to_hex h = Printf.sprintf "%016Lx" h
