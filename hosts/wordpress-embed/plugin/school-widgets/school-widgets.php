<?php
/**
 * Plugin Name:       School Widgets
 * Description:       The school portal's public widgets (news, gallery, application form, staff messages, testimonials, feedback form) as shortcodes and blocks.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            The school portal team
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       school-widgets
 *
 * @package SchoolWidgets
 */

defined( 'ABSPATH' ) || exit;

const SCHOOL_WIDGETS_VERSION = '0.1.0';
const SCHOOL_WIDGETS_OPTION  = 'school_widgets_api_base';
const SCHOOL_WIDGETS_HANDLE  = 'school-widgets';

define( 'SCHOOL_WIDGETS_FILE', __FILE__ );

require_once __DIR__ . '/includes/widgets.php';
require_once __DIR__ . '/includes/render.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/settings.php';
