(** Deficit round robin over a fixed number of queues. *)

type state = {
  queues : Packet.t Queue.t array;
  deficit : int array;
  active : int Queue.t;  (** queues with packets, in service order *)
  mutable backlog : int;
  mutable drops : int;
  mutable rounds : int;  (** quantum refills (rotations of the active list) *)
}

val create : int -> state

val enqueue : state -> limit:int -> quantum:int -> int -> Packet.t -> bool
(** [enqueue st ~limit ~quantum q p] appends [p] to queue [q]; [false] when the
    queue already holds [limit] packets (tail drop).  A queue that was empty
    joins the tail of the active list with a deficit of [quantum]. *)

val dequeue : state -> quantum:int -> Packet.t option
(** Next packet in DRR order, [None] when every queue is empty. *)

val occupied : state -> int
(** Number of non-empty queues. *)

val make_generic :
  name:string ->
  n:int ->
  limit:int ->
  quantum:int ->
  classify:(Packet.t -> int) ->
  extra:(unit -> (string * Yojson.Safe.t) list) ->
  Sched.t
(** A discipline that classifies packets into [n] DRR queues. *)

val make : flows:int -> limit:int -> quantum:int -> Sched.t
(** Ideal per-flow DRR: one queue per flow. *)
