(** The figures of Table 2. *)

type row = {
  sched : string;  (** discipline name, e.g. [sfq-64] *)
  jain : float;  (** Jain's index over the elephants' window bytes *)
  eleph_min_share : float;  (** worst elephant / mean elephant *)
  mice_p99 : int;  (** nearest-rank p99 of mouse queueing delay, ticks *)
  mice_mean : float;  (** mean mouse queueing delay, ticks *)
  mice_drop_pct : float;  (** dropped mouse packets in the window, percent *)
  drops : int;  (** all drops *)
  utilisation : float;  (** window bytes / window length *)
  digest : int64;  (** {!Sim.order_digest} *)
  facts : (string * Yojson.Safe.t) list;  (** the discipline's [describe] *)
}

val compute : Config.t -> Workload.t -> Sched.t -> Sim.trace -> row
(** Statistics of one simulation.  Only packets served entirely inside the
    window [\[warmup, horizon\]] count towards throughput; mouse delays and drops
    count for packets that arrived at or after [warmup]. *)

val to_json : row -> Yojson.Safe.t

val mean_rows : row list -> row
(** Mean of one discipline's rows over workload seeds (see [sim.runs]).
    A single row is returned unchanged. *)
