(** The SFQ flow hash. *)

val fnv_offset : int64
val fnv_prime : int64

val fnv1a64 : Bytes.t -> int64
(** 64-bit FNV-1a. *)

val fmix64 : int64 -> int64
(** MurmurHash3's 64-bit finaliser. *)

val hash : perturb:int32 -> Flowkey.t -> int64
(** [fmix64 (fnv1a64 (Flowkey.to_bytes k) xor perturb)]. *)

val bucket : perturb:int32 -> buckets:int -> Flowkey.t -> int
(** The flow's bucket in [\[0, buckets)]: {!Reduce.reduce} of {!hash}. *)

val to_hex : int64 -> string
(** 16 lower-case hex digits. *)
