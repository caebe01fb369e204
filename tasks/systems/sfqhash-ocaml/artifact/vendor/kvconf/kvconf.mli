(** Minimal key = value configuration files. *)

type t

exception Error of string * int * string
(** [Error (file, line, message)] *)

val empty : t
val of_string : ?file:string -> string -> t
val load : string -> t
(** [load path] reads [path], following [include = ...] lines. *)

val set : t -> string -> string -> t
val override : t -> (string * string) list -> t
val keys : t -> string list
val mem : t -> string -> bool
val find : t -> string -> string option

val get_string : t -> ?default:string -> string -> string
val get_int : t -> ?default:int -> string -> int
val get_float : t -> ?default:float -> string -> float
val get_bool : t -> ?default:bool -> string -> bool
val get_list : t -> ?default:string list -> string -> string list
val get_int_list : t -> ?default:int list -> string -> int list

val to_assoc : t -> (string * string) list
val pp : Format.formatter -> t -> unit
