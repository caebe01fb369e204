(** Stochastic fair queueing: DRR over hash buckets. *)

type layout = {
  bucket_of_flow : int array;  (** bucket of every flow of the workload *)
  flows_in_bucket : int array;  (** number of flows per bucket *)
}

val layout : perturb:int32 -> buckets:int -> Workload.t -> layout
(** Where every flow of the workload hashes to. *)

val shared_elephant_buckets : Workload.t -> layout -> int -> int
(** Buckets holding two or more elephants. *)

val max_bucket_flows : layout -> int
(** Largest number of flows (of any class) in one bucket. *)

val make :
  perturb:int32 -> buckets:int -> limit:int -> quantum:int -> Workload.t -> Sched.t
(** SFQ with [buckets] queues of at most [limit] packets each, served by DRR
    with [quantum] bytes.  Its [describe] reports the reduction compiled in,
    the shared elephant buckets and the largest bucket. *)
