// `npm run build`: the one build every script uses (scripts/lib.mjs, build()).
import { build } from "./lib.mjs";

build();
