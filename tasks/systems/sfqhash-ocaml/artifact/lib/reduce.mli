(** Reduction of a 64-bit hash onto a bucket index. *)

val reduce : int64 -> int -> int
(** [reduce h n] is a bucket in [\[0, n)]. *)

val name : string
(** Short name of the reduction compiled in, reported in result files. *)
