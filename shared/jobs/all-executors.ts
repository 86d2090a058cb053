/**
 * Every module operation that can run as a job registers its executor when imported; the job worker
 * imports this file so that it can run them all.
 */
import '../operations/customer';
import '../operations/extract';
import '../operations/intent';
import '../operations/product';
import '../operations/audit-export';
