import { beforeEach } from 'vitest'
import { resetFakes } from './helpers'

// Every test starts with empty, healthy fakes.
beforeEach(resetFakes)
