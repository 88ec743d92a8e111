/** A module as the module list answers it (core §3 Module): what the customer shops for. */
export interface Module {
  id: number;
  module_type: string;
  module_name?: string | null;
  icon_full_url?: string | null;
  zones?: ReadonlyArray<unknown> | null;
}
